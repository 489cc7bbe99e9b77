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

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::wide::Wide;

const NONE: usize = usize::MAX;

/// A quick hash for the weights (the words mixed by multiplication; no input is
/// chosen by an adversary who could gain from collisions: they only slow the table).
#[derive(Default)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

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
    /// Each edge's weight doubled (the slacks use it so), as an index in `weights`
    /// (0: no edge), at `(i << shift) | j` and `(j << shift) | i`. A round's weights
    /// take few distinct values (a row of a thousand edges holds a dozen), so a row
    /// is read as 4 bytes an edge instead of the whole weight.
    cell: Vec<u32>,
    /// Rows of the matrices are `1 << shift` long (a power of two at least `n`).
    shift: u32,
    /// The distinct doubled weights met so far, zero first, and their indexes.
    weights: Vec<Wide<N>>,
    index: HashMap<Wide<N>, u32, BuildHasherDefault<WordHasher>>,
    removed: Vec<bool>,
    /// The vertices not removed.
    live: usize,
    /// The same, in increasing order: the scans visit them alone, in the order a scan
    /// of every vertex would.
    alive: Vec<usize>,
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
    /// The slack of `best_edge[b]`, valid while `best_seen[b] == epoch`: the slacks
    /// change only when the duals do, and `epoch` counts those changes.
    best_slack: Vec<Wide<N>>,
    best_seen: Vec<u64>,
    epoch: u64,
    /// Scratch for a new blossom: its least-slack edge to each outer blossom, and that
    /// edge's slack (NONE between uses).
    to_edge: Vec<usize>,
    to_slack: Vec<Wide<N>>,
    unused: Vec<usize>,
    dual: Vec<Wide<N>>,
    /// Tight edges of the current stage, at both cells (a scan reads its row), and the
    /// list of them (by k) to clear.
    allowed: Vec<bool>,
    allowed_list: Vec<usize>,
    queue: Vec<usize>,
    /// The outer vertices of the stage (every vertex queued: once outer, a vertex stays
    /// so until the stage ends), in increasing order when `outer_sorted`.
    outer: Vec<usize>,
    is_outer: Vec<bool>,
    outer_sorted: bool,
}

impl<const N: usize> Matcher<N> {
    /// `n` vertices and no edge.
    pub fn new(n: usize) -> Self {
        let shift = n.next_power_of_two().trailing_zeros();
        let cells = n << shift;
        Matcher {
            n,
            cell: vec![0; cells],
            shift,
            weights: vec![Wide::ZERO],
            index: HashMap::from_iter([(Wide::ZERO, 0)]),
            removed: vec![false; n],
            live: n,
            alive: (0..n).collect(),
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
            best_slack: vec![Wide::ZERO; 2 * n],
            best_seen: vec![0; 2 * n],
            epoch: 1,
            to_edge: vec![NONE; 2 * n],
            to_slack: vec![Wide::ZERO; 2 * n],
            unused: (n..2 * n).collect(),
            dual: vec![Wide::ZERO; 2 * n],
            allowed: vec![false; cells],
            allowed_list: Vec::new(),
            queue: Vec::new(),
            outer: Vec::new(),
            is_outer: vec![false; n],
            outer_sorted: true,
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
        if *self.twice(ab) == twice {
            return;
        }
        let id = self.intern(twice);
        self.cell[ab] = id;
        self.cell[ba] = id;
        if self.restart || self.dirty[a] || self.dirty[b] {
            return;
        }
        let matched = self.mate[a] != NONE && self.endpoint(self.mate[a]) == b;
        let shared = self.in_blossom[a] == self.in_blossom[b];
        if matched || shared || self.dual[a].add(&self.dual[b]) < twice {
            self.reopen_later(a);
        }
    }

    /// The index of the doubled weight `twice` in `weights` (added when new). When
    /// the table outgrows the matrix, it is rebuilt from the weights still in use.
    fn intern(&mut self, twice: Wide<N>) -> u32 {
        if let Some(&id) = self.index.get(&twice) {
            return id;
        }
        if self.weights.len() >= self.cell.len().max(1 << 16) {
            self.compact();
        }
        let id = u32::try_from(self.weights.len()).expect("fewer weights than cells");
        self.weights.push(twice);
        self.index.insert(twice, id);
        id
    }

    /// Drops the weights no edge has any more.
    fn compact(&mut self) {
        let old = std::mem::replace(&mut self.weights, vec![Wide::ZERO]);
        self.index.clear();
        self.index.insert(Wide::ZERO, 0);
        let mut renamed = vec![u32::MAX; old.len()];
        renamed[0] = 0;
        for k in 0..self.cell.len() {
            let id = self.cell[k] as usize;
            if renamed[id] == u32::MAX {
                renamed[id] = self.weights.len() as u32;
                self.index.insert(old[id], renamed[id]);
                self.weights.push(old[id]);
            }
            self.cell[k] = renamed[id];
        }
    }

    /// The doubled weight of the cell `k` (zero: no edge).
    fn twice(&self, k: usize) -> &Wide<N> {
        &self.weights[self.cell[k] as usize]
    }

    fn has_edge(&self, k: usize) -> bool {
        self.cell[k] != 0
    }

    /// Takes `v` out of the graph for good (its edges go).
    pub fn remove(&mut self, v: usize) {
        if self.removed[v] {
            return;
        }
        for i in 0..self.alive.len() {
            let u = self.alive[i];
            let (vu, uv) = (self.at(v, u), self.at(u, v));
            self.cell[vu] = 0;
            self.cell[uv] = 0;
        }
        self.removed[v] = true;
        self.live -= 1;
        if let Ok(at) = self.alive.binary_search(&v) {
            self.alive.remove(at);
        }
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
        let mut used = vec![false; self.weights.len()];
        for &id in &self.cell {
            used[id as usize] = true;
        }
        let max = (0..self.weights.len())
            .filter(|&id| used[id])
            .map(|id| self.weights[id].half())
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
                let twice = self.twice(row + u);
                if self.has_edge(row + u) && *twice > self.dual[u] {
                    let d = twice.sub(&self.dual[u]);
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
                if !self.has_edge(vm) || self.dual[v].add(&self.dual[m]) != *self.twice(vm) {
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
        Wide::sum_less(&self.dual[i], &self.dual[j], self.twice(k))
    }

    /// The slack of `best_edge[b]`, computed at most once between two changes of the
    /// duals.
    fn best_slack(&mut self, b: usize) -> Wide<N> {
        if self.best_seen[b] != self.epoch {
            self.best_slack[b] = self.slack(self.best_edge[b]);
            self.best_seen[b] = self.epoch;
        }
        debug_assert!(
            self.best_slack[b] == self.slack(self.best_edge[b]),
            "a kept slack"
        );
        self.best_slack[b]
    }

    fn set_best(&mut self, b: usize, k: usize, slack: Wide<N>) {
        self.best_edge[b] = k;
        self.best_slack[b] = slack;
        self.best_seen[b] = self.epoch;
    }

    fn allow(&mut self, k: usize) {
        if !self.allowed[k] {
            let (i, j) = self.ends(k);
            self.allowed[k] = true;
            let back = self.at(j, i);
            self.allowed[back] = true;
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

    /// Queues the outer vertex `v` for a scan.
    fn enqueue(&mut self, v: usize) {
        self.queue.push(v);
        if !self.is_outer[v] {
            self.is_outer[v] = true;
            self.outer.push(v);
            self.outer_sorted = false;
        }
    }

    fn sort_outer(&mut self) {
        debug_assert!(
            self.alive
                .iter()
                .all(|&v| self.is_outer[v] == (self.label[self.in_blossom[v]] == 1)),
            "the outer list is the outer vertices"
        );
        if !self.outer_sorted {
            self.outer.sort_unstable();
            self.outer_sorted = true;
        }
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
            for leaf in self.leaves_of(b) {
                self.enqueue(leaf);
            }
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
                self.enqueue(leaf);
            }
            self.in_blossom[leaf] = b;
        }
        // The least-slack edge from the new blossom to each other outer blossom.
        let mut touched = Vec::new();
        for &sub in &path {
            match self.best_edges[sub].take() {
                Some(list) => {
                    for k in list {
                        let (mut i, mut j) = self.ends(k);
                        if self.in_blossom[j] == b {
                            std::mem::swap(&mut i, &mut j);
                        }
                        let bj = self.in_blossom[j];
                        if bj != b && self.label[bj] == 1 {
                            let slack = self.slack(k);
                            self.offer(&mut touched, bj, k, slack);
                        }
                    }
                }
                // A single vertex (or a blossom made before this stage): its edges to
                // the other outer blossoms, which are those to outer vertices, in
                // increasing order as a scan of the whole row meets them.
                None => {
                    self.sort_outer();
                    for leaf in self.leaves_of(sub) {
                        let row = self.at(leaf, 0);
                        let dual_leaf = self.dual[leaf];
                        for i in 0..self.outer.len() {
                            let u = self.outer[i];
                            let id = self.cell[row + u];
                            if id == 0 {
                                continue;
                            }
                            let bu = self.in_blossom[u];
                            if bu != b && self.label[bu] == 1 {
                                let slack = Wide::sum_less(
                                    &dual_leaf,
                                    &self.dual[u],
                                    &self.weights[id as usize],
                                );
                                let k = self.key(leaf, u);
                                self.offer(&mut touched, bu, k, slack);
                            }
                        }
                    }
                }
            }
            self.best_edge[sub] = NONE;
        }
        touched.sort_unstable();
        let mut best = NONE;
        for &bj in &touched {
            if best == NONE || self.to_slack[bj] < self.to_slack[best] {
                best = bj;
            }
        }
        let list: Vec<usize> = touched.iter().map(|&bj| self.to_edge[bj]).collect();
        if best == NONE {
            self.best_edge[b] = NONE;
        } else {
            self.set_best(b, self.to_edge[best], self.to_slack[best]);
        }
        for &bj in &touched {
            self.to_edge[bj] = NONE;
        }
        self.best_edges[b] = Some(list);
    }

    /// The edge `k` (of slack `slack`) from a new blossom to the outer blossom `bj`,
    /// kept when it is the first or has less slack than the one kept.
    fn offer(&mut self, touched: &mut Vec<usize>, bj: usize, k: usize, slack: Wide<N>) {
        if self.to_edge[bj] == NONE {
            touched.push(bj);
            self.to_edge[bj] = k;
            self.to_slack[bj] = slack;
        } else if slack < self.to_slack[bj] {
            self.to_edge[bj] = k;
            self.to_slack[bj] = slack;
        }
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

    /// The first position from `from` in `alive` whose edge from the outer vertex `v`
    /// (row `row`, dual `dual_v`) changes something in a scan: tight already or now, or
    /// with less slack than the best edge it competes with (or that best edge's slack
    /// to compute again); with the edge's slack when it is not tight already. Reads
    /// only, so that the scan's common case keeps its data in registers.
    fn quiet_until(
        &self,
        v: usize,
        row: usize,
        dual_v: &Wide<N>,
        from: usize,
    ) -> Option<(usize, Wide<N>)> {
        let bv = self.in_blossom[v];
        let cells = &self.cell[row..row + self.n];
        let allowed = &self.allowed[row..row + self.n];
        let (in_blossom, label, dual) = (&self.in_blossom, &self.label, &self.dual);
        let (best_edge, best_slack, best_seen) =
            (&self.best_edge, &self.best_slack, &self.best_seen);
        let epoch = self.epoch;
        // The slack to beat for v's blossom (none: any edge to an outer blossom).
        let to_beat = (best_edge[bv] != NONE && best_seen[bv] == epoch).then(|| &best_slack[bv]);
        for (i, &w) in self.alive.iter().enumerate().skip(from) {
            let id = cells[w];
            if id == 0 {
                continue;
            }
            let bw = in_blossom[w];
            // An inner vertex reached already: nothing to learn from it.
            if bv == bw || (label[bw] == 2 && label[w] != 0) {
                continue;
            }
            if allowed[w] {
                return Some((i, Wide::ZERO));
            }
            let kslack = Wide::sum_less(dual_v, &dual[w], &self.weights[id as usize]);
            // Whether it would replace (or refresh) the best edge it competes with.
            let beats = if label[bw] == 1 {
                to_beat.is_none_or(|best| kslack < *best)
            } else if label[w] == 0 {
                best_edge[w] == NONE || best_seen[w] != epoch || kslack < best_slack[w]
            } else {
                false
            };
            if beats || kslack.is_zero() {
                return Some((i, kslack));
            }
        }
        None
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
                let (i, j) = self.ends(k);
                self.allowed[k] = false;
                let back = self.at(j, i);
                self.allowed[back] = false;
            }
            self.queue.clear();
            // No kept slack carries over from a stage (or a solve) to the next.
            self.epoch += 1;
            for &v in &self.outer {
                self.is_outer[v] = false;
            }
            self.outer.clear();
            let Some(parity) = self
                .alive
                .iter()
                .find(|&&v| self.mate[v] == NONE && !self.dual[v].is_zero())
                .map(|&v| self.dual[v].is_odd())
            else {
                break;
            };
            for i in 0..self.alive.len() {
                let v = self.alive[i];
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
                    // v's dual stays while its row is read.
                    let dual_v = self.dual[v];
                    let mut from = 0;
                    // The edges that change nothing are passed over without a write; each
                    // of the others is dealt with as it comes, in the same order.
                    while let Some((i, kslack)) = self.quiet_until(v, row, &dual_v, from) {
                        from = i + 1;
                        let w = self.alive[i];
                        let bw = self.in_blossom[w];
                        let k = self.key(v, w);
                        // The endpoint of k at w.
                        let p = if v < w { 2 * k + 1 } else { 2 * k };
                        if !self.allowed[row + w] && kslack.is_zero() {
                            self.allow(k);
                        }
                        if self.allowed[row + w] {
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
                        } else if self.label[bw] == 1 {
                            let b = self.in_blossom[v];
                            if self.best_edge[b] == NONE || kslack < self.best_slack(b) {
                                self.set_best(b, k, kslack);
                            }
                        } else if self.label[w] == 0
                            && (self.best_edge[w] == NONE || kslack < self.best_slack(w))
                        {
                            self.set_best(w, k, kslack);
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
                self.sort_outer();
                for i in 0..self.outer.len() {
                    let v = self.outer[i];
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
                for i in 0..self.alive.len() {
                    let v = self.alive[i];
                    if self.label[self.in_blossom[v]] == 0 && self.best_edge[v] != NONE {
                        let d = self.best_slack(v);
                        if d < delta {
                            delta = d;
                            delta_type = 2;
                            delta_edge = self.best_edge[v];
                        }
                    }
                }
                // Top-level outer blossoms, single vertices first, in increasing order.
                for i in 0..self.alive.len() + n {
                    let b = if i < self.alive.len() {
                        self.alive[i]
                    } else {
                        n + i - self.alive.len()
                    };
                    if self.parent[b] == NONE
                        && self.label[b] == 1
                        && self.best_edge[b] != NONE
                        && (b < n || self.base[b] != NONE)
                    {
                        let d = self.best_slack(b).half();
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
                    self.epoch += 1;
                    for i in 0..self.alive.len() {
                        let v = self.alive[i];
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
                        self.enqueue(i);
                    }
                    3 => {
                        self.allow(delta_edge);
                        self.enqueue(self.ends(delta_edge).0);
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
        /// A matcher of `n` vertices and its mirror, each pair joined with probability
        /// `p` at a weight from `weight`.
        fn random(
            rng: &mut rand::rngs::StdRng,
            n: usize,
            p: f64,
            mut weight: impl FnMut(&mut rand::rngs::StdRng) -> u64,
        ) -> (Matcher<2>, Mirror) {
            use rand::Rng;
            let mut m = Matcher::<2>::new(n);
            let mut g = Mirror {
                w: vec![vec![0; n]; n],
                removed: vec![false; n],
            };
            for j in 0..n {
                for i in 0..j {
                    if rng.random_bool(p) {
                        let w = weight(rng);
                        g.set(&mut m, i, j, w);
                    }
                }
            }
            (m, g)
        }

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
            let (mut m, mut g) = Mirror::random(&mut rng, n, 0.7, |r| r.random_range(1..12));
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
            let (mut m, mut g) = Mirror::random(&mut rng, n, 0.8, |r| 1 + r.random_range(0..4) * 8);
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

    /// Many distinct weights on a small graph: the table of weights is rebuilt from
    /// those still in use when it outgrows its bound, and the matching stays right.
    #[test]
    fn the_weight_table_is_rebuilt_without_changing_the_graph() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(64);
        let n = 6;
        let mut m = Matcher::<2>::new(n);
        let mut g = Mirror {
            w: vec![vec![0; n]; n],
            removed: vec![false; n],
        };
        let mut rebuilt = false;
        let mut weight = 1;
        for round in 0..80_000 {
            let a = rng.random_range(0..n);
            let b = (a + rng.random_range(1..n)) % n;
            // Each weight new (so the table grows), small in the low bits.
            weight += 1;
            let before = m.weights.len();
            g.set(&mut m, a, b, weight);
            let now = m.weights.len() < before;
            rebuilt |= now;
            if now || round % 2_000 == 0 {
                m.solve();
                let edges = g.edges();
                g.check(
                    &m,
                    best(n, &edges, 0, &mut vec![false; n]),
                    "after a rebuild",
                );
            }
        }
        m.solve();
        let edges = g.edges();
        g.check(&m, best(n, &edges, 0, &mut vec![false; n]), "at the end");
        assert!(rebuilt);
        assert!(m.weights.len() <= (1 << 16) + 1, "{}", m.weights.len());
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
