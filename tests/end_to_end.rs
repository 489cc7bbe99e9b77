//! The end-to-end tests (`e2e_support`): the `pawnpost` binary as a child process on the
//! embedded spool and on the private mail rig (Postfix and Dovecot on 127.0.0.1,
//! tests/mailrig/), SIGKILLs, backups while deliveries run, the metrics file. One test
//! binary for all of them (issue 34: each binary links the whole crate).

mod common;
mod e2e_support;

mod backup_restore;
mod deliver_handoff;
mod e2e_rig;
mod e2e_spool;
mod health;
mod kill_storm;
mod maildir_backlog;
mod pipe_rig;
mod rig_faults;
mod set_aside;
mod transport_rig;
