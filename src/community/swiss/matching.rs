//! A maximum-weight matching in a general graph: Edmonds's blossom method with dual
//! variables, in the O(n³) form Galil describes ("Efficient algorithms for finding
//! maximum matching in graphs", 1986). Weights are wide unsigned integers; every
//! quantity the method keeps (duals, slacks) stays a non-negative integer when the
//! weights are integers, so no sign and no fraction is needed.
//!
//! The pairing engine changes a few vertices' edges between two solves (it decides the
//! round pair by pair), so [`Matcher`] keeps its matching, blossoms and duals from one
//! solve to the next and re-opens only what a change touches: a vertex whose edge
//! changed in a way the duals no longer cover leaves its blossoms (their duals handed
//! down to their vertices, which keeps every slack) and its mate, gets a dual that
//! covers its edges again, and the search restarts from the single vertices whose dual
//! is still positive. The optimality conditions (every slack non-negative, matched edges
//! and blossom edges tight, a positive dual only on a matched vertex or a full blossom)
//! hold again at the end, so the matching is again the heaviest.
//!
//! An edge of weight zero is no edge.

use super::wide::Wide;

const NONE: usize = usize::MAX;

/// The heaviest matching of the graph on `n` vertices whose edge `(i, j)` weighs
/// `weight(i, j)` (read for `i < j`; zero means no edge). Returns each vertex's mate,
/// or the vertex itself when it stays single.
#[cfg(test)]
pub fn heaviest<const N: usize>(n: usize, weight: impl Fn(usize, usize) -> Wide<N>) -> Vec<usize> {
    let mut m = Matcher::new(n);
    for j in 0..n {
        for i in 0..j {
            m.set(i, j, weight(i, j));
        }
    }
    m.solve();
    (0..n).map(|v| m.mate(v)).collect()
}

/// A heaviest matching kept up to date while the weights change: [`Matcher::set`] and
/// [`Matcher::remove`] change the graph, [`Matcher::solve`] restores the heaviest
/// matching, [`Matcher::mate`] reads it.
pub struct Matcher<const N: usize> {
    n: usize,
    /// Each edge's weight doubled (the slacks use it so), `i * n + j` and `j * n + i`.
    twice: Vec<Wide<N>>,
    /// Rows of the matrices are `1 << shift` long (a power of two at least `n`).
    shift: u32,
    /// The edges of non-zero weight, the same way.
    edge: Vec<bool>,
    removed: Vec<bool>,
    /// The vertices not removed.
    live: usize,
    /// Vertices to re-open at the next solve (their edges changed beyond the duals).
    dirty: Vec<bool>,
    dirty_list: Vec<usize>,
    /// The next solve starts from scratch (nothing solved yet, or most edges changed).
    restart: bool,
    /// This solve started from scratch: every single vertex is a root of each stage
    /// (Galil's order, as a fresh solve has it); a solve after changes grows one tree at
    /// a time, from the first single vertex with a positive dual, which keeps each
    /// stage to the few vertices a change reaches.
    all_roots: bool,
    /// The far endpoint (2k or 2k+1 for the edge k = i * n + j, i < j) of each vertex's
    /// matched edge, or NONE.
    mate: Vec<usize>,
    /// 0 free, 1 S (outer), 2 T (inner); 5 marks a path being scanned.
    label: Vec<u8>,
    label_end: Vec<usize>,
    in_blossom: Vec<usize>,
    parent: Vec<usize>,
    children: Vec<Vec<usize>>,
    base: Vec<usize>,
    endpoints: Vec<Vec<usize>>,
    best_edge: Vec<usize>,
    best_edges: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    dual: Vec<Wide<N>>,
    /// Tight edges of the current stage (by k), and the list of them to clear.
    allowed: Vec<bool>,
    allowed_list: Vec<usize>,
    queue: Vec<usize>,
}

impl<const N: usize> Matcher<N> {
    /// `n` vertices and no edge.
    pub fn new(n: usize) -> Self {
        let shift = n.next_power_of_two().trailing_zeros();
        let cells = n << shift;
        Matcher {
            n,
            twice: vec![Wide::ZERO; cells],
            shift,
            edge: vec![false; cells],
            removed: vec![false; n],
            live: n,
            dirty: vec![false; n],
            dirty_list: Vec::new(),
            restart: true,
            all_roots: true,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            label_end: vec![NONE; 2 * n],
            in_blossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            children: vec![Vec::new(); 2 * n],
            base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            endpoints: vec![Vec::new(); 2 * n],
            best_edge: vec![NONE; 2 * n],
            best_edges: vec![None; 2 * n],
            unused: (n..2 * n).collect(),
            dual: vec![Wide::ZERO; 2 * n],
            allowed: vec![false; cells],
            allowed_list: Vec::new(),
            queue: Vec::new(),
        }
    }

    /// The mate of `v` in the last solve's matching, or `v` itself when single.
    pub fn mate(&self, v: usize) -> usize {
        match self.mate[v] {
            NONE => v,
            p => self.endpoint(p),
        }
    }

    /// Sets the weight of the edge `(a, b)` (nothing for a vertex removed). When the
    /// current duals no longer prove the matching heaviest because of it, `a` is
    /// re-opened at the next solve (unless `b` already is).
    pub fn set(&mut self, a: usize, b: usize, weight: Wide<N>) {
        debug_assert!(a != b);
        if self.removed[a] || self.removed[b] {
            return;
        }
        let twice = weight.double();
        let (ab, ba) = (self.at(a, b), self.at(b, a));
        if self.twice[ab] == twice {
            return;
        }
        self.twice[ab] = twice;
        self.twice[ba] = twice;
        let present = !twice.is_zero();
        self.edge[ab] = present;
        self.edge[ba] = present;
        if self.restart || self.dirty[a] || self.dirty[b] {
            return;
        }
        let matched = self.mate[a] != NONE && self.endpoint(self.mate[a]) == b;
        let shared = self.in_blossom[a] == self.in_blossom[b];
        if matched || shared || self.dual[a].add(&self.dual[b]) < twice {
            self.reopen_later(a);
        }
    }

    /// Takes `v` out of the graph for good (its edges go).
    pub fn remove(&mut self, v: usize) {
        if self.removed[v] {
            return;
        }
        for u in 0..self.n {
            if u != v {
                let (vu, uv) = (self.at(v, u), self.at(u, v));
                self.twice[vu] = Wide::ZERO;
                self.twice[uv] = Wide::ZERO;
                self.edge[vu] = false;
                self.edge[uv] = false;
            }
        }
        self.removed[v] = true;
        self.live -= 1;
        if !self.restart {
            self.reopen_later(v);
        }
    }

    fn reopen_later(&mut self, v: usize) {
        if !self.dirty[v] {
            self.dirty[v] = true;
            self.dirty_list.push(v);
            // More vertices to re-open than left: a fresh start costs no more.
            if self.dirty_list.len() > self.live {
                self.restart = true;
            }
        }
    }

    /// Makes the matching the heaviest again.
    pub fn solve(&mut self) {
        self.all_roots = self.restart;
        if self.restart {
            self.start_over();
        } else {
            self.reopen();
        }
        self.run_stages();
    }

    /// Every vertex single, every dual the largest weight (Galil's start).
    fn start_over(&mut self) {
        let n = self.n;
        for &v in &self.dirty_list {
            self.dirty[v] = false;
        }
        self.dirty_list.clear();
        self.restart = false;
        let max = (0..self.edge.len())
            .filter(|&k| self.edge[k])
            .map(|k| self.twice[k].half())
            .max()
            .unwrap_or(Wide::ZERO);
        self.mate.fill(NONE);
        self.in_blossom = (0..n).collect();
        self.parent.fill(NONE);
        self.children.iter_mut().for_each(Vec::clear);
        self.base = (0..n).chain(std::iter::repeat_n(NONE, n)).collect();
        self.endpoints.iter_mut().for_each(Vec::clear);
        self.unused = (n..2 * n).collect();
        for v in 0..2 * n {
            self.dual[v] = if v < n && !self.removed[v] {
                max
            } else {
                Wide::ZERO
            };
        }
    }

    /// Re-opens the dirty vertices: out of their blossoms, single, and with a dual that
    /// covers every edge of theirs.
    fn reopen(&mut self) {
        let n = self.n;
        let list = std::mem::take(&mut self.dirty_list);
        for &v in &list {
            while self.in_blossom[v] >= n {
                self.dissolve(self.in_blossom[v]);
            }
        }
        for &v in &list {
            self.dirty[v] = false;
            let row = self.at(v, 0);
            let mut need = Wide::ZERO;
            for u in 0..n {
                if self.edge[row + u] && self.twice[row + u] > self.dual[u] {
                    let d = self.twice[row + u].sub(&self.dual[u]);
                    if d > need {
                        need = d;
                    }
                }
            }
            self.dual[v] = need;
            // A mate whose edge the new dual keeps tight stays.
            if self.mate[v] != NONE {
                let m = self.endpoint(self.mate[v]);
                let vm = row + m;
                if !self.edge[vm] || self.dual[v].add(&self.dual[m]) != self.twice[vm] {
                    self.mate[m] = NONE;
                    self.mate[v] = NONE;
                }
            }
        }
        self.dirty_list = list;
        self.dirty_list.clear();
    }

    /// Undoes the top-level blossom `b` for good, its dual handed to each of its
    /// vertices (every slack inside stays, every slack across grows): its sub-blossoms
    /// become top-level, and its base leaves its mate when that edge is no longer tight.
    fn dissolve(&mut self, b: usize) {
        let z = self.dual[b];
        let leaves = self.leaves_of(b);
        if !z.is_zero() {
            for &leaf in &leaves {
                self.dual[leaf] = self.dual[leaf].add(&z);
            }
            let bv = self.base[b];
            if self.mate[bv] != NONE {
                let m = self.endpoint(self.mate[bv]);
                self.mate[m] = NONE;
                self.mate[bv] = NONE;
            }
        }
        for s in std::mem::take(&mut self.children[b]) {
            self.parent[s] = NONE;
            if s < self.n {
                self.in_blossom[s] = s;
            } else {
                for leaf in self.leaves_of(s) {
                    self.in_blossom[leaf] = s;
                }
            }
        }
        self.dual[b] = Wide::ZERO;
        self.label[b] = 0;
        self.label_end[b] = NONE;
        self.endpoints[b].clear();
        self.base[b] = NONE;
        self.best_edges[b] = None;
        self.best_edge[b] = NONE;
        self.unused.push(b);
    }

    /// The edge `k` of the vertices `i < j`.
    fn key(&self, a: usize, b: usize) -> usize {
        if a < b { self.at(a, b) } else { self.at(b, a) }
    }

    /// The cell of `(i, j)` in the matrices.
    fn at(&self, i: usize, j: usize) -> usize {
        (i << self.shift) | j
    }

    /// The vertices `i < j` of the edge `k`.
    fn ends(&self, k: usize) -> (usize, usize) {
        (k >> self.shift, k & ((1 << self.shift) - 1))
    }

    fn endpoint(&self, p: usize) -> usize {
        let (i, j) = self.ends(p / 2);
        if p.is_multiple_of(2) { i } else { j }
    }

    fn slack(&self, k: usize) -> Wide<N> {
        let (i, j) = self.ends(k);
        self.dual[i].add(&self.dual[j]).sub(&self.twice[k])
    }

    fn allow(&mut self, k: usize) {
        if !self.allowed[k] {
            self.allowed[k] = true;
            self.allowed_list.push(k);
        }
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &c in &self.children[b] {
                self.leaves(c, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    /// The edges of `v` (by k).
    fn edges_of(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        let row = self.at(v, 0);
        (0..self.n)
            .filter(move |&u| self.edge[row + u])
            .map(move |u| self.key(v, u))
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.in_blossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.label_end[w] = p;
        self.label_end[b] = p;
        self.best_edge[w] = NONE;
        self.best_edge[b] = NONE;
        if t == 1 {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else if t == 2 {
            let base = self.base[b];
            let m = self.mate[base];
            self.assign_label(self.endpoint(m), 1, m ^ 1);
        }
    }

    /// Follows the alternating paths up from v and w; the base of the blossom they
    /// close, or NONE when they reach two roots (an augmenting path).
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.in_blossom[v];
            if self.label[b] & 4 != 0 {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.label_end[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint(self.label_end[b]);
                b = self.in_blossom[v];
                v = self.endpoint(self.label_end[b]);
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w) = self.ends(k);
        let bb = self.in_blossom[base];
        let mut bv = self.in_blossom[v];
        let mut bw = self.in_blossom[w];
        let b = self.unused.pop().expect("at most n blossoms exist at once");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.label_end[bv]);
            v = self.endpoint(self.label_end[bv]);
            bv = self.in_blossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.label_end[bw] ^ 1);
            w = self.endpoint(self.label_end[bw]);
            bw = self.in_blossom[w];
        }
        self.children[b] = path.clone();
        self.endpoints[b] = endps;
        self.label[b] = 1;
        self.label_end[b] = self.label_end[bb];
        self.dual[b] = Wide::ZERO;
        for leaf in self.leaves_of(b) {
            if self.label[self.in_blossom[leaf]] == 2 {
                self.queue.push(leaf);
            }
            self.in_blossom[leaf] = b;
        }
        let mut best_to = vec![NONE; 2 * self.n];
        for &sub in &path {
            let lists: Vec<Vec<usize>> = match self.best_edges[sub].take() {
                Some(list) => vec![list],
                None => self
                    .leaves_of(sub)
                    .into_iter()
                    .map(|leaf| self.edges_of(leaf).collect())
                    .collect(),
            };
            for list in lists {
                for k in list {
                    let (mut i, mut j) = self.ends(k);
                    if self.in_blossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let _ = i;
                    let bj = self.in_blossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (best_to[bj] == NONE || self.slack(k) < self.slack(best_to[bj]))
                    {
                        best_to[bj] = k;
                    }
                }
            }
            self.best_edge[sub] = NONE;
        }
        let list: Vec<usize> = best_to.into_iter().filter(|&k| k != NONE).collect();
        let mut best = NONE;
        for &k in &list {
            if best == NONE || self.slack(k) < self.slack(best) {
                best = k;
            }
        }
        self.best_edges[b] = Some(list);
        self.best_edge[b] = best;
    }

    fn child_at(&self, b: usize, j: isize) -> usize {
        let len = self.children[b].len() as isize;
        self.children[b][j.rem_euclid(len) as usize]
    }

    fn endp_at(&self, b: usize, j: isize) -> usize {
        let len = self.endpoints[b].len() as isize;
        self.endpoints[b][j.rem_euclid(len) as usize]
    }

    fn expand_blossom(&mut self, b: usize, end_stage: bool) {
        for s in self.children[b].clone() {
            self.parent[s] = NONE;
            if s < self.n {
                self.in_blossom[s] = s;
            } else if end_stage && self.dual[s].is_zero() {
                self.expand_blossom(s, end_stage);
            } else {
                for leaf in self.leaves_of(s) {
                    self.in_blossom[leaf] = s;
                }
            }
        }
        if !end_stage && self.label[b] == 2 {
            let entry = self.in_blossom[self.endpoint(self.label_end[b] ^ 1)];
            let len = self.children[b].len() as isize;
            let mut j = self.children[b]
                .iter()
                .position(|&c| c == entry)
                .expect("the entry child is a child") as isize;
            let (step, trick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.label_end[b];
            while j != 0 {
                let far = self.endpoint(p ^ 1);
                self.label[far] = 0;
                let q = self.endp_at(b, j - trick as isize);
                let other = self.endpoint(q ^ trick ^ 1);
                self.label[other] = 0;
                self.assign_label(far, 2, p);
                self.allow(q / 2);
                j += step;
                p = self.endp_at(b, j - trick as isize) ^ trick;
                self.allow(p / 2);
                j += step;
            }
            let bv = self.child_at(b, j);
            let far = self.endpoint(p ^ 1);
            self.label[far] = 2;
            self.label[bv] = 2;
            self.label_end[far] = p;
            self.label_end[bv] = p;
            self.best_edge[bv] = NONE;
            j += step;
            while self.child_at(b, j) != entry {
                let bv = self.child_at(b, j);
                if self.label[bv] == 1 {
                    j += step;
                    continue;
                }
                let leaves = self.leaves_of(bv);
                if let Some(&v) = leaves.iter().find(|&&v| self.label[v] != 0) {
                    self.label[v] = 0;
                    let m = self.mate[self.base[bv]];
                    let other = self.endpoint(m);
                    self.label[other] = 0;
                    self.assign_label(v, 2, self.label_end[v]);
                }
                j += step;
            }
        }
        self.label[b] = 0;
        self.label_end[b] = NONE;
        self.children[b].clear();
        self.endpoints[b].clear();
        self.base[b] = NONE;
        self.best_edges[b] = None;
        self.best_edge[b] = NONE;
        self.unused.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.children[b].len() as isize;
        let i = self.children[b]
            .iter()
            .position(|&c| c == t)
            .expect("t is a child of b");
        let mut j = i as isize;
        let (step, trick): (isize, usize) = if j & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += step;
            let t = self.child_at(b, j);
            let p = self.endp_at(b, j - trick as isize) ^ trick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint(p));
            }
            j += step;
            let t = self.child_at(b, j);
            if t >= self.n {
                self.augment_blossom(t, self.endpoint(p ^ 1));
            }
            let (a, c) = (self.endpoint(p), self.endpoint(p ^ 1));
            self.mate[a] = p ^ 1;
            self.mate[c] = p;
        }
        self.children[b].rotate_left(i);
        self.endpoints[b].rotate_left(i);
        self.base[b] = self.base[self.children[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w) = self.ends(k);
        self.flip_path(v, 2 * k + 1);
        self.flip_path(w, 2 * k);
    }

    /// Matches `s` by `p` (or leaves it single: NONE) and flips the alternating path
    /// from `s` up to its tree's root.
    fn flip_path(&mut self, mut s: usize, mut p: usize) {
        loop {
            let bs = self.in_blossom[s];
            if bs >= self.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = p;
            if self.label_end[bs] == NONE {
                break;
            }
            let t = self.endpoint(self.label_end[bs]);
            let bt = self.in_blossom[t];
            s = self.endpoint(self.label_end[bt]);
            let j = self.endpoint(self.label_end[bt] ^ 1);
            if bt >= self.n {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = self.label_end[bt];
            p = self.label_end[bt] ^ 1;
        }
    }

    /// Galil's stages, from the single vertices whose dual is positive (those of one
    /// parity at a time, so that every slack between two outer vertices is even and
    /// halves exactly), until none is left: each stage ends with an augmenting path, or
    /// with an outer vertex's dual reaching zero (the path from the root to it flipped,
    /// so that it is the one left single).
    fn run_stages(&mut self) {
        let n = self.n;
        loop {
            self.label.fill(0);
            self.label_end.fill(NONE);
            self.best_edge.fill(NONE);
            for b in n..2 * n {
                self.best_edges[b] = None;
            }
            for k in std::mem::take(&mut self.allowed_list) {
                self.allowed[k] = false;
            }
            self.queue.clear();
            let Some(parity) = (0..n)
                .find(|&v| self.mate[v] == NONE && !self.dual[v].is_zero())
                .map(|v| self.dual[v].is_odd())
            else {
                break;
            };
            for v in 0..n {
                if self.mate[v] == NONE
                    && !self.dual[v].is_zero()
                    && self.dual[v].is_odd() == parity
                    && self.label[self.in_blossom[v]] == 0
                    && (self.all_roots || self.queue.is_empty())
                {
                    self.assign_label(v, 1, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if augmented {
                        break;
                    }
                    let row = self.at(v, 0);
                    for w in 0..n {
                        if !self.edge[row + w] {
                            continue;
                        }
                        let bw = self.in_blossom[w];
                        // An inner vertex reached already: nothing to learn from it.
                        // (v's blossom grows as blossoms form.)
                        if self.in_blossom[v] == bw || (self.label[bw] == 2 && self.label[w] != 0) {
                            continue;
                        }
                        let k = self.key(v, w);
                        // The endpoint of k at w.
                        let p = if v < w { 2 * k + 1 } else { 2 * k };
                        let mut kslack = Wide::ZERO;
                        if !self.allowed[k] {
                            kslack = self.dual[v].add(&self.dual[w]).sub(&self.twice[row + w]);
                            if kslack.is_zero() {
                                self.allow(k);
                            }
                        }
                        if self.allowed[k] {
                            if self.label[bw] == 0 {
                                if self.mate[self.base[bw]] == NONE {
                                    // A single vertex of dual zero: an augmenting path.
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[bw] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.label_end[w] = p ^ 1;
                            }
                        } else if self.label[self.in_blossom[w]] == 1 {
                            let b = self.in_blossom[v];
                            if self.best_edge[b] == NONE || kslack < self.slack(self.best_edge[b]) {
                                self.best_edge[b] = k;
                            }
                        } else if self.label[w] == 0
                            && (self.best_edge[w] == NONE || kslack < self.slack(self.best_edge[w]))
                        {
                            self.best_edge[w] = k;
                        }
                    }
                }
                if augmented {
                    break;
                }
                // No augmenting path with the allowed edges: change the duals. First
                // bound: an outer vertex's dual reaching zero (a single one first).
                let mut delta_type = 1;
                let mut low = NONE;
                let mut delta = Wide::ZERO;
                for v in 0..n {
                    if self.label[self.in_blossom[v]] == 1
                        && (low == NONE
                            || self.dual[v] < delta
                            || (self.dual[v] == delta
                                && self.mate[v] == NONE
                                && self.mate[low] != NONE))
                    {
                        low = v;
                        delta = self.dual[v];
                    }
                }
                let mut delta_edge = NONE;
                let mut delta_blossom = NONE;
                for v in 0..n {
                    if self.label[self.in_blossom[v]] == 0 && self.best_edge[v] != NONE {
                        let d = self.slack(self.best_edge[v]);
                        if d < delta {
                            delta = d;
                            delta_type = 2;
                            delta_edge = self.best_edge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.parent[b] == NONE
                        && self.label[b] == 1
                        && self.best_edge[b] != NONE
                        && (b < n || self.base[b] != NONE)
                    {
                        let d = self.slack(self.best_edge[b]).half();
                        if d < delta {
                            delta = d;
                            delta_type = 3;
                            delta_edge = self.best_edge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE
                        && self.parent[b] == NONE
                        && self.label[b] == 2
                        && self.dual[b] < delta
                    {
                        delta = self.dual[b];
                        delta_type = 4;
                        delta_blossom = b;
                    }
                }
                if !delta.is_zero() {
                    for v in 0..n {
                        match self.label[self.in_blossom[v]] {
                            1 => self.dual[v] = self.dual[v].sub(&delta),
                            2 => self.dual[v] = self.dual[v].add(&delta),
                            _ => {}
                        }
                    }
                    for b in n..2 * n {
                        if self.base[b] != NONE && self.parent[b] == NONE {
                            match self.label[b] {
                                1 => self.dual[b] = self.dual[b].add(&delta),
                                2 => self.dual[b] = self.dual[b].sub(&delta),
                                _ => {}
                            }
                        }
                    }
                }
                match delta_type {
                    1 => {
                        self.flip_path(low, NONE);
                        break;
                    }
                    2 => {
                        self.allow(delta_edge);
                        let (mut i, j) = self.ends(delta_edge);
                        if self.label[self.in_blossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allow(delta_edge);
                        self.queue.push(self.ends(delta_edge).0);
                    }
                    _ => self.expand_blossom(delta_blossom, false),
                }
            }
            for b in n..2 * n {
                if self.parent[b] == NONE
                    && self.base[b] != NONE
                    && self.label[b] == 1
                    && self.dual[b].is_zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(n: usize, edges: &[(usize, usize, u64)]) -> Vec<usize> {
        heaviest::<1>(n, |i, j| {
            edges
                .iter()
                .find(|&&(a, b, _)| (a, b) == (i, j) || (a, b) == (j, i))
                .map_or(Wide::ZERO, |&(_, _, w)| Wide::small(w))
        })
    }

    fn total(mates: &[usize], edges: &[(usize, usize, u64)]) -> u64 {
        edges
            .iter()
            .filter(|&&(a, b, _)| mates[a] == b)
            .map(|&(_, _, w)| w)
            .sum()
    }

    #[test]
    fn a_path_takes_its_heavier_ends() {
        let edges = [(0, 1, 5), (1, 2, 11), (2, 3, 5)];
        let mates = run(4, &edges);
        assert_eq!(mates, vec![0, 2, 1, 3]);
        let edges = [(0, 1, 5), (1, 2, 9), (2, 3, 5)];
        assert_eq!(run(4, &edges), vec![1, 0, 3, 2]);
    }

    #[test]
    fn blossoms_are_found_and_expanded() {
        // Van Rantwijk's classic cases for blossoms (S-blossom, relabelled T-blossom).
        let edges = [(1, 2, 8), (1, 3, 9), (2, 3, 10), (3, 4, 7)];
        assert_eq!(total(&run(5, &edges), &edges), 15);
        let edges = [
            (1, 2, 9),
            (1, 3, 8),
            (2, 3, 10),
            (1, 4, 5),
            (4, 5, 4),
            (1, 6, 3),
        ];
        let mates = run(7, &edges);
        assert_eq!(total(&mates, &edges), 17);
        let edges = [
            (1, 2, 45),
            (1, 5, 45),
            (2, 3, 50),
            (3, 4, 45),
            (4, 5, 50),
            (1, 6, 30),
            (3, 9, 35),
            (4, 8, 35),
            (5, 7, 26),
            (9, 10, 5),
        ];
        let mates = run(11, &edges);
        assert_eq!(
            (1..11).map(|v| mates[v]).collect::<Vec<_>>(),
            vec![6, 3, 2, 8, 7, 1, 5, 4, 10, 9]
        );
    }

    #[test]
    fn random_graphs_match_brute_force() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        for _ in 0..300 {
            let n = rng.random_range(1..9);
            let mut edges = Vec::new();
            for j in 0..n {
                for i in 0..j {
                    if rng.random_bool(0.6) {
                        edges.push((i, j, rng.random_range(1..20u64) * 2));
                    }
                }
            }
            let got = total(&run(n, &edges), &edges);
            assert_eq!(got, best(n, &edges, 0, &mut vec![false; n]), "{edges:?}");
        }
    }

    /// A graph kept beside a [`Matcher`]: the weights, the vertices removed.
    struct Mirror {
        w: Vec<Vec<u64>>,
        removed: Vec<bool>,
    }

    impl Mirror {
        fn set(&mut self, m: &mut Matcher<2>, a: usize, b: usize, weight: u64) {
            if self.removed[a] || self.removed[b] {
                return;
            }
            self.w[a][b] = weight;
            self.w[b][a] = weight;
            // High words too, so that carries across words are exercised.
            let wide = if weight == 0 {
                Wide::ZERO
            } else {
                Wide::<2>::small(weight).shl(60)
            };
            m.set(a, b, wide);
        }

        fn edges(&self) -> Vec<(usize, usize, u64)> {
            let n = self.w.len();
            let mut out = Vec::new();
            for j in 0..n {
                for i in 0..j {
                    if self.w[i][j] > 0 && !self.removed[i] && !self.removed[j] {
                        out.push((i, j, self.w[i][j]));
                    }
                }
            }
            out
        }

        /// The matcher's matching is one (symmetric, on edges, none at a removed
        /// vertex) and weighs `expected`.
        fn check(&self, m: &Matcher<2>, expected: u64, what: &str) {
            let n = self.w.len();
            let mates: Vec<usize> = (0..n).map(|v| m.mate(v)).collect();
            for v in 0..n {
                let u = mates[v];
                assert_eq!(mates[u], v, "{what}: not symmetric");
                if u != v {
                    assert!(
                        self.w[v][u] > 0 && !self.removed[v],
                        "{what}: {v}-{u} no edge"
                    );
                }
            }
            assert_eq!(total(&mates, &self.edges()), expected, "{what}");
        }
    }

    /// The engine's pattern: a solve, then a few vertices' edges changed (or a matched
    /// pair taken out), then a solve again from what the last one left.
    #[test]
    fn solves_after_changes_match_brute_force() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(32);
        for round in 0..400 {
            let n = rng.random_range(2..11);
            let mut m = Matcher::<2>::new(n);
            let mut g = Mirror {
                w: vec![vec![0; n]; n],
                removed: vec![false; n],
            };
            for j in 0..n {
                for i in 0..j {
                    if rng.random_bool(0.7) {
                        g.set(&mut m, i, j, rng.random_range(1..12));
                    }
                }
            }
            m.solve();
            let edges = g.edges();
            g.check(&m, best(n, &edges, 0, &mut vec![false; n]), "first solve");
            for change in 0..10 {
                let v = rng.random_range(0..n);
                match rng.random_range(0..5) {
                    // New weights at one vertex, some edges gone or new.
                    0 => {
                        for u in (0..n).filter(|&u| u != v) {
                            if rng.random_bool(0.5) {
                                let w = if rng.random_bool(0.2) {
                                    0
                                } else {
                                    rng.random_range(1..12)
                                };
                                g.set(&mut m, v, u, w);
                            }
                        }
                    }
                    // Small steps at one vertex, as the engine's preferences add.
                    1 => {
                        let live: Vec<usize> = (0..n).filter(|&u| g.w[v][u] > 0).collect();
                        for u in live {
                            let w = g.w[v][u] + rng.random_range(0..3);
                            g.set(&mut m, v, u, w.saturating_sub(1).max(1));
                        }
                    }
                    // A pair fixed: v and its mate leave.
                    2 => {
                        let u = m.mate(v);
                        for x in [v, u] {
                            m.remove(x);
                            g.removed[x] = true;
                        }
                    }
                    // Edges anywhere.
                    3 => {
                        for _ in 0..rng.random_range(1..4) {
                            let a = rng.random_range(0..n);
                            let b = rng.random_range(0..n);
                            if a != b {
                                g.set(&mut m, a, b, rng.random_range(0..12));
                            }
                        }
                    }
                    // Nothing changed.
                    _ => {}
                }
                m.solve();
                let edges = g.edges();
                let expected = best(n, &edges, 0, &mut g.removed.clone());
                g.check(&m, expected, &format!("round {round}, change {change}"));
            }
        }
    }

    /// Larger graphs with many equal weights (as a score group has): the kept matching
    /// weighs what a fresh solve finds after each change.
    #[test]
    fn solves_after_changes_weigh_what_a_fresh_solve_does() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(26);
        for _ in 0..40 {
            let n = rng.random_range(10..41);
            let mut m = Matcher::<2>::new(n);
            let mut g = Mirror {
                w: vec![vec![0; n]; n],
                removed: vec![false; n],
            };
            for j in 0..n {
                for i in 0..j {
                    if rng.random_bool(0.8) {
                        g.set(&mut m, i, j, 1 + rng.random_range(0..4) * 8);
                    }
                }
            }
            m.solve();
            for _ in 0..30 {
                let v = rng.random_range(0..n);
                if rng.random_bool(0.3) {
                    let u = m.mate(v);
                    m.remove(v);
                    m.remove(u);
                    g.removed[v] = true;
                    g.removed[u] = true;
                } else {
                    let live: Vec<usize> = (0..n).filter(|&u| g.w[v][u] > 0).collect();
                    for u in live {
                        let w = g.w[v][u] + rng.random_range(0..3);
                        g.set(&mut m, v, u, w);
                    }
                }
                m.solve();
                let edges = g.edges();
                let fresh = run(n, &edges);
                g.check(&m, total(&fresh, &edges), "after a change");
            }
        }
    }

    fn best(n: usize, edges: &[(usize, usize, u64)], from: usize, used: &mut Vec<bool>) -> u64 {
        let Some(v) = (from..n).find(|&v| !used[v]) else {
            return 0;
        };
        used[v] = true;
        let mut top = best(n, edges, v + 1, used);
        for &(a, b, w) in edges {
            let other = if a == v {
                b
            } else if b == v {
                a
            } else {
                continue;
            };
            if !used[other] {
                used[other] = true;
                top = top.max(w + best(n, edges, v + 1, used));
                used[other] = false;
            }
        }
        used[v] = false;
        top
    }
}
