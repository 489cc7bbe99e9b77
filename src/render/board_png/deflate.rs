//! Deflate (RFC 1951) in a zlib stream (RFC 1950), written from pieces coded ahead of
//! time: one block with a Huffman code of its own, made by `build.rs` from the board
//! picture's atlas, which also codes every piece of a picture that is the same in all
//! of them (a tile's lines, the frame's margins) as a string of bits. A picture is
//! then those bit strings laid end to end, with matches where pieces repeat, and the
//! Adler-32 of the whole from each piece's sums: half the instructions fdeflate spent
//! compressing the picture byte by byte, and smaller.
//!
//! Shared by the picture's code and `build.rs` (as `i18n/scan.rs` is); the build's half
//! (the code's lengths, matching within a piece) runs only there and in tests.

#![allow(dead_code)] // each half is the other's dead code

/// Literal and length symbols (0–255 bytes, 256 the block's end, 257–285 lengths).
pub const LITERALS: usize = 286;
/// Distance symbols.
pub const DISTANCES: usize = 30;
/// The symbol that ends a block.
pub const END_OF_BLOCK: usize = 256;
/// The longest match deflate can say.
pub const LONGEST: usize = 258;
/// The shortest.
pub const SHORTEST: usize = 3;

/// Each length symbol's (from 257) first length and extra bits.
const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
/// Each distance symbol's first distance and extra bits.
const DISTANCE_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];

/// The length symbol's index (0–28, symbol 257 + it) of every match length.
const LENGTH_SYMBOL: [u8; LONGEST + 1] = {
    let mut table = [0; LONGEST + 1];
    let mut symbol = 0;
    let mut length = SHORTEST;
    while length <= LONGEST {
        while symbol + 1 < LENGTH_BASE.len() && LENGTH_BASE[symbol + 1] as usize <= length {
            symbol += 1;
        }
        table[length] = symbol as u8;
        length += 1;
    }
    table
};

/// A match's length (3–258) as its symbol (257–285), extra bits' value and count.
#[inline]
pub fn length_symbol(length: usize) -> (usize, u32, u32) {
    let index = usize::from(LENGTH_SYMBOL[length]);
    (
        257 + index,
        (length - usize::from(LENGTH_BASE[index])) as u32,
        u32::from(LENGTH_EXTRA[index]),
    )
}

/// A distance (1–32768) as its symbol, extra bits' value and count.
pub const fn distance_symbol(distance: usize) -> (usize, u32, u32) {
    let mut index = DISTANCE_BASE.len() - 1;
    while DISTANCE_BASE[index] as usize > distance {
        index -= 1;
    }
    (
        index,
        (distance - DISTANCE_BASE[index] as usize) as u32,
        DISTANCE_EXTRA[index] as u32,
    )
}

/// Bits written least significant first, as deflate packs them.
pub struct BitWriter {
    bytes: Vec<u8>,
    pending: u64,
    count: u32,
}

impl BitWriter {
    pub fn with_capacity(bytes: usize) -> BitWriter {
        BitWriter {
            bytes: Vec::with_capacity(bytes),
            pending: 0,
            count: 0,
        }
    }

    /// The low `count` bits of `value` (at most 32).
    #[inline]
    pub fn put(&mut self, value: u32, count: u32) {
        debug_assert!(count <= 32 && (count == 32 || value >> count == 0));
        self.pending |= u64::from(value) << self.count;
        self.count += count;
        if self.count >= 32 {
            self.bytes
                .extend_from_slice(&(self.pending as u32).to_le_bytes());
            self.pending >>= 32;
            self.count -= 32;
        }
    }

    /// A string of `count` bits kept as [`BitWriter::finish`] leaves them (the first
    /// in the first byte's lowest bit), padded with zeros to whole 32-bit words.
    #[inline]
    pub fn put_string(&mut self, words: &[u8], count: usize) {
        let (whole, rest) = (count / 32, count % 32);
        let mut words = words
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]));
        for word in words.by_ref().take(whole) {
            self.put(word, 32);
        }
        if rest > 0 {
            let last = words.next().unwrap_or(0);
            self.put(last & ((1u32 << rest) - 1), rest as u32);
        }
    }

    /// The bits written so far, padded with zeros to whole 32-bit words (as
    /// [`BitWriter::put_string`] reads them).
    pub fn finish_words(self) -> Vec<u8> {
        let mut bytes = self.finish();
        bytes.resize(bytes.len().next_multiple_of(4), 0);
        bytes
    }

    /// How many bits are written.
    pub fn len(&self) -> usize {
        8 * self.bytes.len() + self.count as usize
    }

    /// The bytes, the last filled with zeros.
    pub fn finish(mut self) -> Vec<u8> {
        let bytes = self.count.div_ceil(8) as usize;
        self.bytes
            .extend_from_slice(&self.pending.to_le_bytes()[..bytes]);
        self.bytes
    }
}

/// A Huffman code as deflate writes it: each symbol's code, its bits reversed (deflate
/// sends a code from its first bit), and length (0 for a symbol it cannot say).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Code {
    pub codes: Vec<u16>,
    pub lengths: Vec<u8>,
}

impl Code {
    /// The canonical code (RFC 1951, 3.2.2) of these lengths.
    pub fn canonical(lengths: &[u8]) -> Code {
        let mut counts = [0u16; 16];
        for &length in lengths {
            counts[usize::from(length)] += 1;
        }
        counts[0] = 0;
        let mut next = [0u16; 16];
        let mut code = 0u16;
        for bits in 1..16 {
            code = (code + counts[bits - 1]) << 1;
            next[bits] = code;
        }
        let codes = lengths
            .iter()
            .map(|&length| {
                if length == 0 {
                    return 0;
                }
                let code = next[usize::from(length)];
                next[usize::from(length)] += 1;
                code.reverse_bits() >> (16 - length)
            })
            .collect();
        Code {
            codes,
            lengths: lengths.to_vec(),
        }
    }

    /// Writes `symbol`'s code.
    #[inline]
    pub fn put(&self, out: &mut BitWriter, symbol: usize) {
        out.put(
            u32::from(self.codes[symbol]),
            u32::from(self.lengths[symbol]),
        );
    }
}

/// Huffman code lengths for these frequencies, none longer than `limit`: every symbol
/// with a frequency gets a code, and the code is complete (as inflaters require) when
/// two or more do. Past the limit the frequencies are halved (each kept at least 1)
/// and the tree built again.
pub fn code_lengths(frequencies: &[u32], limit: u8) -> Vec<u8> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let mut weights: Vec<u64> = frequencies.iter().map(|&f| u64::from(f)).collect();
    loop {
        let used: Vec<usize> = (0..weights.len()).filter(|&s| weights[s] > 0).collect();
        let mut lengths = vec![0u8; weights.len()];
        if used.len() < 2 {
            for &symbol in &used {
                lengths[symbol] = 1;
            }
            return lengths;
        }
        // Nodes: the symbols, then the joins; each join's parent found at the end.
        let mut parent = vec![usize::MAX; 2 * used.len() - 1];
        let mut heap: BinaryHeap<Reverse<(u64, usize)>> = used
            .iter()
            .enumerate()
            .map(|(node, &symbol)| Reverse((weights[symbol], node)))
            .collect();
        let mut next = used.len();
        while heap.len() > 1 {
            let Reverse((a, left)) = heap.pop().expect("two nodes");
            let Reverse((b, right)) = heap.pop().expect("two nodes");
            parent[left] = next;
            parent[right] = next;
            heap.push(Reverse((a + b, next)));
            next += 1;
        }
        let mut depth = vec![0u8; parent.len()];
        for node in (0..parent.len() - 1).rev() {
            depth[node] = depth[parent[node]] + 1;
        }
        if depth[..used.len()].iter().all(|&d| d <= limit) {
            for (node, &symbol) in used.iter().enumerate() {
                lengths[symbol] = depth[node];
            }
            return lengths;
        }
        for weight in &mut weights {
            if *weight > 0 {
                *weight = weight.div_ceil(2);
            }
        }
    }
}

/// A piece of the data: a byte, or `length` bytes copied from `distance` back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Token {
    Literal(u8),
    Match { length: usize, distance: usize },
}

/// `bytes` as tokens that refer only within them and to `above`, the bytes `stride`
/// before them (as long as they, or shorter), so that they mean the same wherever
/// they are put with `above` one row before: at each byte the longest match of 3 bytes
/// or more (the nearest of equal ones), else the byte. The build's; quadratic, for
/// pieces of a few hundred bytes.
pub fn tokens(bytes: &[u8], above: &[u8], stride: usize) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let mut best = (0, 0);
        let mut consider = |length: usize, distance: usize| {
            let length = length.min(LONGEST);
            if length >= SHORTEST
                && (length, std::cmp::Reverse(distance)) > (best.0, std::cmp::Reverse(best.1))
            {
                best = (length, distance);
            }
        };
        let same = |from: &[u8]| {
            bytes[at..]
                .iter()
                .zip(from)
                .take_while(|(a, b)| a == b)
                .count()
        };
        // In the row above: a match may not run past its end.
        for from in 0..above.len() {
            consider(same(&above[from..]), stride + at - from);
        }
        for from in 0..at {
            consider(same(&bytes[from..]), at - from);
        }
        if best.0 >= SHORTEST {
            tokens.push(Token::Match {
                length: best.0,
                distance: best.1,
            });
            at += best.0;
        } else {
            tokens.push(Token::Literal(bytes[at]));
            at += 1;
        }
    }
    tokens
}

/// Counts each token's symbols into the two alphabets' frequencies, `weight` times.
pub fn count(tokens: &[Token], weight: u32, literals: &mut [u32], distances: &mut [u32]) {
    for token in tokens {
        match *token {
            Token::Literal(byte) => literals[usize::from(byte)] += weight,
            Token::Match { length, distance } => {
                literals[length_symbol(length).0] += weight;
                distances[distance_symbol(distance).0] += weight;
            }
        }
    }
}

/// Writes tokens with the two codes.
pub fn put_tokens(out: &mut BitWriter, tokens: &[Token], literals: &Code, distances: &Code) {
    for token in tokens {
        match *token {
            Token::Literal(byte) => literals.put(out, usize::from(byte)),
            Token::Match { length, distance } => {
                let (symbol, extra, bits) = length_symbol(length);
                literals.put(out, symbol);
                out.put(extra, bits);
                let (symbol, extra, bits) = distance_symbol(distance);
                distances.put(out, symbol);
                out.put(extra, bits);
            }
        }
    }
}

/// The order the code-length code's lengths are sent in (RFC 1951, 3.2.7).
const CODE_LENGTH_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// The zlib header (deflate, 32 KB window, no dictionary) and the head of the one,
/// final block with dynamic codes of these lengths (all 286 and 30 sent, each length
/// coded on its own).
pub fn stream_head(out: &mut BitWriter, literals: &[u8], distances: &[u8]) {
    assert_eq!((literals.len(), distances.len()), (LITERALS, DISTANCES));
    out.put(0x78, 8);
    out.put(0x01, 8);
    // Final, dynamic codes.
    out.put(1, 1);
    out.put(2, 2);
    out.put((LITERALS - 257) as u32, 5);
    out.put((DISTANCES - 1) as u32, 5);
    out.put((CODE_LENGTH_ORDER.len() - 4) as u32, 4);
    let mut frequencies = [0u32; 19];
    for &length in literals.iter().chain(distances) {
        frequencies[usize::from(length)] += 1;
    }
    let code = Code::canonical(&code_lengths(&frequencies, 7));
    for symbol in CODE_LENGTH_ORDER {
        out.put(u32::from(code.lengths[symbol]), 3);
    }
    for &length in literals.iter().chain(distances) {
        code.put(out, usize::from(length));
    }
}

/// The Adler-32 modulus.
const ADLER: u64 = 65_521;

/// Adler-32 (RFC 1950) of bytes given one by one or as pieces summed ahead of time.
/// The sums are reduced only when the value is asked: a picture's 124,000 bytes keep
/// them far below 2^64 (`a` below 2^25, `b` below 2^42).
#[derive(Debug, Clone, Copy)]
pub struct Adler {
    a: u64,
    b: u64,
}

impl Adler {
    pub fn new() -> Adler {
        Adler { a: 1, b: 0 }
    }

    /// After `bytes`.
    #[inline]
    pub fn bytes(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.a += u64::from(byte);
            self.b += self.a;
        }
    }

    /// After a piece of `length` bytes whose [`sums`] are `(sum, weighted)`.
    #[inline]
    pub fn piece(&mut self, length: usize, (sum, weighted): (u16, u16)) {
        self.b += length as u64 * self.a + u64::from(weighted);
        self.a += u64::from(sum);
    }

    pub fn value(&self) -> u32 {
        (((self.b % ADLER) << 16) | (self.a % ADLER)) as u32
    }
}

/// A piece's sums for [`Adler::piece`]: its bytes' sum, and each byte times the bytes
/// from it to the end (itself counted), both modulo 65521.
pub fn sums(bytes: &[u8]) -> (u16, u16) {
    let n = bytes.len() as u64;
    let (mut sum, mut weighted) = (0u64, 0u64);
    for (i, &byte) in bytes.iter().enumerate() {
        sum = (sum + u64::from(byte)) % ADLER;
        weighted = (weighted + (n - i as u64) * u64::from(byte)) % ADLER;
    }
    (sum as u16, weighted as u16)
}

/// A piece of every picture coded ahead of time: its `length` bytes coded in `bits`
/// bits from byte `at` of the build's string of pieces, the Adler-32 [`sums`] of them,
/// and whether they are the bytes one row above them (`above`), which the picture's
/// code joins with its neighbours' into one match (a run of rows that repeat their
/// row above is a few matches).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Piece {
    pub at: u32,
    pub bits: u16,
    pub length: u16,
    pub above: bool,
    pub sum: u16,
    pub weighted: u16,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kraft's sum of the lengths, times 2^15: exactly 2^15 for a complete code.
    fn kraft(lengths: &[u8]) -> u32 {
        lengths
            .iter()
            .filter(|&&l| l > 0)
            .map(|&l| 1u32 << (15 - l))
            .sum()
    }

    #[test]
    fn code_lengths_are_complete_and_within_the_limit() {
        // Fibonacci frequencies make a Huffman tree as deep as there are symbols.
        let mut fibonacci = vec![1u32, 1];
        while fibonacci.len() < 30 {
            let next = fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2];
            fibonacci.push(next);
        }
        fibonacci.push(0);
        for limit in [7, 15] {
            let lengths = code_lengths(&fibonacci, limit);
            assert!(lengths.iter().all(|&l| l <= limit), "{lengths:?}");
            assert_eq!(lengths[30], 0, "a symbol never seen has no code");
            assert!(lengths[..30].iter().all(|&l| l > 0));
            assert_eq!(kraft(&lengths), 1 << 15, "complete at {limit}: {lengths:?}");
        }
        assert_eq!(code_lengths(&[0, 5, 9], 15), [0, 1, 1]);
    }

    /// Bytes made into tokens, written with a code made from their own counts, are
    /// inflated back by fdeflate (which checks the Adler-32): strings with runs, repeats
    /// and noise, some with the row above them to match.
    #[test]
    fn tokens_inflate_to_their_bytes() {
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            (seed >> 33) as u8
        };
        for case in 0..40 {
            let length = 1 + usize::from(next()) * 3;
            let bytes: Vec<u8> = (0..length)
                .map(|i| match case % 4 {
                    0 => next(),
                    1 => (i / 7 % 3) as u8,
                    2 => [5, 5, 5, 9][i % 4],
                    _ => next() % 4,
                })
                .collect();
            let stride = 100;
            let above: Vec<u8> = bytes.iter().take(60).map(|&b| b ^ (next() % 2)).collect();
            let tokens = tokens(&bytes, &above, stride);
            let (mut literals, mut distances) = ([1u32; LITERALS], [1u32; DISTANCES]);
            count(&tokens, 1, &mut literals, &mut distances);
            let literal_code = Code::canonical(&code_lengths(&literals, 15));
            let distance_code = Code::canonical(&code_lengths(&distances, 15));
            let mut out = BitWriter::with_capacity(1_000);
            stream_head(&mut out, &literal_code.lengths, &distance_code.lengths);
            // The row above, then filler up to the stride, as literals.
            let mut before = above.clone();
            before.resize(stride, 1);
            let mut adler = Adler::new();
            adler.bytes(&before);
            for &byte in &before {
                literal_code.put(&mut out, usize::from(byte));
            }
            put_tokens(&mut out, &tokens, &literal_code, &distance_code);
            adler.piece(bytes.len(), sums(&bytes));
            literal_code.put(&mut out, END_OF_BLOCK);
            let mut stream = out.finish();
            stream.extend_from_slice(&adler.value().to_be_bytes());
            let inflated = fdeflate::decompress_to_vec(&stream).unwrap();
            assert_eq!(inflated[stride..], bytes[..], "case {case}: {tokens:?}");
            assert!(inflated[..stride] == before[..]);
        }
    }

    #[test]
    fn a_bit_string_padded_to_words_is_put_back_bit_for_bit() {
        let mut first = BitWriter::with_capacity(16);
        for (value, count) in [(1, 1), (0x2ab, 10), (0x7fff_ffff, 31), (5, 3), (0, 2)] {
            first.put(value, count);
        }
        let count = first.len();
        let words = first.finish_words();
        assert_eq!(words.len() % 4, 0);
        let mut second = BitWriter::with_capacity(16);
        second.put(1, 3);
        second.put_string(&words, count);
        let mut third = BitWriter::with_capacity(16);
        third.put(1, 3);
        for (value, count) in [(1, 1), (0x2ab, 10), (0x7fff_ffff, 31), (5, 3), (0, 2)] {
            third.put(value, count);
        }
        assert_eq!(second.finish(), third.finish());
    }
}
