//! The pseudo-locale's tests, in a process of their own: `set_pseudo_locale` switches
//! every English letter of the process, so a letter composed by another test meanwhile
//! would come out in the pseudo-locale. The two tests here take [`PSEUDO_LOCALE`] in
//! turn.

use std::sync::{Mutex, MutexGuard};

mod common;

mod pseudo_locale;
mod publish_pseudo_locale;

/// Held while a test has the pseudo-locale on.
static PSEUDO_LOCALE: Mutex<()> = Mutex::new(());

/// Takes the pseudo-locale for one test (a test that failed while holding it does not
/// stop the other).
pub fn pseudo_locale_taken() -> MutexGuard<'static, ()> {
    PSEUDO_LOCALE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}
