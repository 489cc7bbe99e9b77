//! A maximum-weight matching in a general graph: Edmonds's blossom method with dual
//! variables, in the O(n³) form Galil describes ("Efficient algorithms for finding
//! maximum matching in graphs", 1986). Weights are wide unsigned integers; every
//! quantity the method keeps (duals, slacks) stays a non-negative integer when the
//! weights are integers, so no sign and no fraction is needed.
//!
//! The pairing engine calls it on the players of a round with the weights it builds;
//! an edge of weight zero is no edge.

use super::wide::Wide;

const NONE: usize = usize::MAX;

/// The heaviest matching of the graph on `n` vertices whose edge `(i, j)` weighs
/// `weight(i, j)` (read for `i < j`; zero means no edge). Returns each vertex's mate,
/// or the vertex itself when it stays single.
pub fn heaviest<const N: usize>(n: usize, weight: impl Fn(usize, usize) -> Wide<N>) -> Vec<usize> {
    let mut edges = Vec::new();
    let mut weights = Vec::new();
    for j in 0..n {
        for i in 0..j {
            let w = weight(i, j);
            if !w.is_zero() {
                edges.push((i, j));
                // Doubled, so that halving a slack between two outer vertices (always
                // even then) keeps every dual an integer.
                weights.push(w.double());
            }
        }
    }
    let mut blossom = Blossoms::new(n, edges, weights);
    blossom.solve();
    (0..n)
        .map(|v| {
            let p = blossom.mate[v];
            if p == NONE { v } else { blossom.endpoint(p) }
        })
        .collect()
}

struct Blossoms<const N: usize> {
    n: usize,
    edges: Vec<(usize, usize)>,
    /// Each edge's weight doubled, as the slacks use it.
    twice: Vec<Wide<N>>,
    /// For each vertex, the far endpoints (2k or 2k+1 for edge k) of its edges.
    neighbours: Vec<Vec<usize>>,
    /// The far endpoint of each vertex's matched edge, or NONE.
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
    allowed: Vec<bool>,
    queue: Vec<usize>,
}

impl<const N: usize> Blossoms<N> {
    fn new(n: usize, edges: Vec<(usize, usize)>, weights: Vec<Wide<N>>) -> Self {
        let mut neighbours = vec![Vec::new(); n];
        for (k, &(i, j)) in edges.iter().enumerate() {
            neighbours[i].push(2 * k + 1);
            neighbours[j].push(2 * k);
        }
        let max = weights.iter().copied().max().unwrap_or(Wide::ZERO);
        let mut dual = vec![max; n];
        dual.extend(std::iter::repeat_n(Wide::ZERO, n));
        let edge_count = edges.len();
        let twice = weights.iter().map(Wide::double).collect();
        Blossoms {
            n,
            edges,
            twice,
            neighbours,
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
            dual,
            allowed: vec![false; edge_count],
            queue: Vec::new(),
        }
    }

    fn endpoint(&self, p: usize) -> usize {
        let (i, j) = self.edges[p / 2];
        if p.is_multiple_of(2) { i } else { j }
    }

    fn slack(&self, k: usize) -> Wide<N> {
        let (i, j) = self.edges[k];
        self.dual[i].add(&self.dual[j]).sub(&self.twice[k])
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
        let (mut v, mut w) = self.edges[k];
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
                    .map(|leaf| self.neighbours[leaf].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for list in lists {
                for k in list {
                    let (mut i, mut j) = self.edges[k];
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
                self.allowed[q / 2] = true;
                j += step;
                p = self.endp_at(b, j - trick as isize) ^ trick;
                self.allowed[p / 2] = true;
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
        let (v, w) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
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
    }

    fn solve(&mut self) {
        let n = self.n;
        for _stage in 0..n {
            self.label.iter_mut().for_each(|l| *l = 0);
            self.best_edge.iter_mut().for_each(|e| *e = NONE);
            for b in n..2 * n {
                self.best_edges[b] = None;
            }
            self.allowed.iter_mut().for_each(|a| *a = false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v] == NONE && self.label[self.in_blossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if augmented {
                        break;
                    }
                    for idx in 0..self.neighbours[v].len() {
                        let p = self.neighbours[v][idx];
                        let k = p / 2;
                        let w = self.endpoint(p);
                        if self.in_blossom[v] == self.in_blossom[w] {
                            continue;
                        }
                        let mut kslack = Wide::ZERO;
                        if !self.allowed[k] {
                            kslack = self.slack(k);
                            if kslack.is_zero() {
                                self.allowed[k] = true;
                            }
                        }
                        if self.allowed[k] {
                            if self.label[self.in_blossom[w]] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[self.in_blossom[w]] == 1 {
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
                // No augmenting path with the allowed edges: change the duals.
                let mut delta_type = 1;
                let mut delta = *self.dual[..n].iter().min().unwrap_or(&Wide::ZERO);
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
                match delta_type {
                    1 => break,
                    2 => {
                        self.allowed[delta_edge] = true;
                        let (mut i, j) = self.edges[delta_edge];
                        if self.label[self.in_blossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowed[delta_edge] = true;
                        let (i, _) = self.edges[delta_edge];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(delta_blossom, false),
                }
            }
            if !augmented {
                break;
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
