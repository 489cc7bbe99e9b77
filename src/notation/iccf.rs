//! ICCF numeric notation: `5254` is e2e4 (file and rank as digits 1-8); a fifth digit
//! promotes (1 queen, 2 rook, 3 bishop, 4 knight); castling is the king's move (`5171`).

use crate::rules::{Move, Role, Square, UciMove};

/// Text that is not ICCF numeric notation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a move in ICCF numeric notation (four digits 1-8 such as 5254, and a fifth 1-4 to promote)"
)]
pub struct ParseIccfError(pub String);

/// Reads ICCF numeric notation into the squares and promotion it names.
pub fn parse_iccf(text: &str) -> Result<UciMove, ParseIccfError> {
    let err = || ParseIccfError(text.to_owned());
    let digits: Vec<u8> = text.trim().bytes().map(|b| b.wrapping_sub(b'0')).collect();
    if !(digits.len() == 4 || digits.len() == 5)
        || digits[..4].iter().any(|&d| !(1..=8).contains(&d))
    {
        return Err(err());
    }
    let square = |f: u8, r: u8| Square::from_coords(f - 1, r - 1);
    let from = square(digits[0], digits[1]).ok_or_else(err)?;
    let to = square(digits[2], digits[3]).ok_or_else(err)?;
    let promotion = match digits.get(4) {
        None => None,
        Some(1) => Some(Role::Queen),
        Some(2) => Some(Role::Rook),
        Some(3) => Some(Role::Bishop),
        Some(4) => Some(Role::Knight),
        Some(_) => return Err(err()),
    };
    Ok(UciMove {
        from,
        to,
        promotion,
    })
}

/// Writes a move in ICCF numeric notation.
pub fn iccf(m: &Move) -> String {
    iccf_digits(&m.uci())
}

/// Writes the squares and promotion of a move in ICCF numeric notation.
pub(crate) fn iccf_digits(uci: &UciMove) -> String {
    let digit = |n: u8| char::from(b'1' + n);
    let mut s = String::with_capacity(5);
    s.push(digit(uci.from.file()));
    s.push(digit(uci.from.rank()));
    s.push(digit(uci.to.file()));
    s.push(digit(uci.to.rank()));
    if let Some(role) = uci.promotion {
        s.push(match role {
            Role::Rook => '2',
            Role::Bishop => '3',
            Role::Knight => '4',
            _ => '1',
        });
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_rejects() {
        assert_eq!(parse_iccf("5254").map(|u| u.to_string()), Ok("e2e4".into()));
        assert_eq!(
            parse_iccf("57581").map(|u| u.to_string()),
            Ok("e7e8q".into())
        );
        assert_eq!(
            parse_iccf("27184").map(|u| u.to_string()),
            Ok("b7a8n".into())
        );
        for bad in ["5259", "0254", "525", "525415", "52545", "e2e4", ""] {
            assert!(parse_iccf(bad).is_err(), "{bad}");
        }
    }
}
