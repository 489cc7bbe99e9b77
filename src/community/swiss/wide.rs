//! A fixed-width unsigned integer for the Dutch system's edge weights: one weight packs
//! every quality criterion as a field of bits, highest criterion highest, so that the
//! heaviest matching is the best pairing. The width grows with the field (a 1,000-player
//! Swiss needs about a thousand bits), so the engine picks `N` 64-bit words per call.

use std::cmp::Ordering;

/// `N` little-endian 64-bit words. Only what the matching and the weights need:
/// addition, subtraction that never goes below zero, shifts and single bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Wide<const N: usize>([u64; N]);

impl<const N: usize> Wide<N> {
    pub const ZERO: Self = Wide([0; N]);

    pub fn small(value: u64) -> Self {
        let mut words = [0; N];
        words[0] = value;
        Wide(words)
    }

    #[inline]
    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    pub fn is_odd(&self) -> bool {
        self.0[0] & 1 == 1
    }

    #[inline]
    pub fn add(&self, other: &Self) -> Self {
        let mut out = [0; N];
        let mut carry = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (sum, c1) = self.0[i].overflowing_add(other.0[i]);
            let (sum, c2) = sum.overflowing_add(u64::from(carry));
            *slot = sum;
            carry = c1 || c2;
        }
        debug_assert!(!carry, "edge weight overflow");
        Wide(out)
    }

    /// `self - other`; the callers never ask for a negative result.
    #[inline]
    pub fn sub(&self, other: &Self) -> Self {
        let mut out = [0; N];
        let mut borrow = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (diff, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (diff, b2) = diff.overflowing_sub(u64::from(borrow));
            *slot = diff;
            borrow = b1 || b2;
        }
        debug_assert!(!borrow, "edge weight underflow");
        Wide(out)
    }

    /// `a + b - c` in one pass (the slack of an edge: two duals less its weight); the
    /// callers never ask for a negative result.
    #[inline]
    pub fn sum_less(a: &Self, b: &Self, c: &Self) -> Self {
        let mut out = [0; N];
        let (mut carry, mut borrow) = (false, false);
        for (i, slot) in out.iter_mut().enumerate() {
            let (sum, c1) = a.0[i].overflowing_add(b.0[i]);
            let (sum, c2) = sum.overflowing_add(u64::from(carry));
            let (diff, b1) = sum.overflowing_sub(c.0[i]);
            let (diff, b2) = diff.overflowing_sub(u64::from(borrow));
            *slot = diff;
            carry = c1 | c2;
            borrow = b1 | b2;
        }
        debug_assert!(carry == borrow, "negative slack");
        Wide(out)
    }

    pub fn add_small(&self, value: u64) -> Self {
        self.add(&Self::small(value))
    }

    pub fn sub_small(&self, value: u64) -> Self {
        self.sub(&Self::small(value))
    }

    pub fn shl(&self, bits: u32) -> Self {
        if bits == 0 {
            return *self;
        }
        let mut out = [0; N];
        let words = (bits / 64) as usize;
        let rest = bits % 64;
        for i in (words..N).rev() {
            let from = i - words;
            let mut v = self.0[from] << rest;
            if rest > 0 && from > 0 {
                v |= self.0[from - 1] >> (64 - rest);
            }
            out[i] = v;
        }
        Wide(out)
    }

    pub fn half(&self) -> Self {
        let mut out = [0; N];
        for (i, slot) in out.iter_mut().enumerate() {
            let high = if i + 1 < N { self.0[i + 1] << 63 } else { 0 };
            *slot = (self.0[i] >> 1) | high;
        }
        Wide(out)
    }

    pub fn double(&self) -> Self {
        self.shl(1)
    }

    /// Adds `value << bit` (the value at a field's lowest bit).
    #[inline]
    pub fn add_at(&mut self, value: u64, bit: u32) {
        if value == 0 {
            return;
        }
        let word = (bit / 64) as usize;
        let rest = bit % 64;
        let low = value << rest;
        let high = if rest == 0 { 0 } else { value >> (64 - rest) };
        let mut carry = 0u64;
        for (i, add) in [(word, low), (word + 1, high)] {
            if i >= N {
                debug_assert!(add == 0 && carry == 0, "edge weight overflow");
                return;
            }
            let (sum, c1) = self.0[i].overflowing_add(add);
            let (sum, c2) = sum.overflowing_add(carry);
            self.0[i] = sum;
            carry = u64::from(c1 || c2);
        }
        let mut i = word + 2;
        while carry != 0 && i < N {
            let (sum, c) = self.0[i].overflowing_add(1);
            self.0[i] = sum;
            carry = u64::from(c);
            i += 1;
        }
        debug_assert!(carry == 0, "edge weight overflow");
    }

    /// The value with bit `bit` set.
    pub fn bit(bit: u32) -> Self {
        let mut words = [0; N];
        words[(bit / 64) as usize] = 1 << (bit % 64);
        Wide(words)
    }

    /// `self | value` for a value below 2^64.
    pub fn or_small(&self, value: u64) -> Self {
        let mut out = *self;
        out.0[0] |= value;
        out
    }
}

impl<const N: usize> Ord for Wide<N> {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => continue,
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_carries_across_words() {
        let a = Wide::<2>::small(u64::MAX);
        let b = a.add_small(1);
        assert_eq!(b, Wide::<2>::bit(64));
        assert_eq!(b.sub_small(1), a);
        assert_eq!(Wide::<2>::small(3).shl(63), Wide([1 << 63, 1]));
        assert_eq!(Wide::<2>::bit(64).half(), Wide::<2>::bit(63));
        assert!(Wide::<2>::bit(64) > Wide::<2>::small(u64::MAX));
    }

    #[test]
    fn one_pass_slack_and_field_adds_agree_with_the_plain_operations() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(9);
        let wide = |rng: &mut rand::rngs::StdRng| {
            // Words near the edges (0, 1, all ones) to make carries and borrows.
            Wide::<3>(std::array::from_fn(|_| match rng.random_range(0..4) {
                0 => 0,
                1 => u64::MAX,
                2 => 1,
                _ => rng.random(),
            }))
            .half()
        };
        for _ in 0..2000 {
            let (a, b, c) = (wide(&mut rng), wide(&mut rng), wide(&mut rng));
            let sum = a.add(&b);
            if sum >= c {
                assert_eq!(Wide::sum_less(&a, &b, &c), sum.sub(&c));
            }
            let value = rng.random_range(0..u64::MAX / 4);
            let bit = rng.random_range(0..120);
            let mut at = a;
            at.add_at(value, bit);
            assert_eq!(at, a.add(&Wide::small(value).shl(bit)));
        }
    }
}
