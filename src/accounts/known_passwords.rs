//! [`KnownPasswords`]: the passwords this server set or checked lately,
//! remembered as keyed digests (never the password itself).
//!
//! What it buys: a player's next command needs no argon2 check, which
//! costs tens of milliseconds and 19 MiB on purpose, two at a time. Without
//! it the processing path cannot reach its throughput floor: every move
//! mail would wait for argon2 (the measured gain is in
//! `docs/performance.md`). A password changed or an account deleted is
//! forgotten at once (and again after its commit); another server on the
//! same database notices a change only after [`KNOWN_FOR`].
//!
//! The wrong passwords this process saw are remembered here too, so that a
//! remembered right password does not skip the lockout (see
//! [`crate::accounts::password`]).

use std::collections::HashMap;
use std::sync::Mutex;

/// The lockout window, in seconds.
pub const LOCKOUT_SECONDS: i64 = 15 * 60;

use argon2::password_hash::rand_core::{OsRng, RngCore};
use sha2::{Digest, Sha256};

/// How long a checked password is remembered.
pub const KNOWN_FOR: std::time::Duration = std::time::Duration::from_secs(5 * 60);

/// Passwords set or checked lately, and wrong passwords seen lately.
pub struct KnownPasswords {
    /// The digests' key, new at each start.
    key: [u8; 32],
    known: Mutex<HashMap<String, ([u8; 32], std::time::Instant)>>,
    /// The last wrong password this process recorded for each account.
    failed: Mutex<HashMap<String, i64>>,
}

impl Default for KnownPasswords {
    fn default() -> Self {
        let mut key = [0u8; 32];
        OsRng.fill_bytes(&mut key);
        KnownPasswords {
            key,
            known: Mutex::new(HashMap::new()),
            failed: Mutex::new(HashMap::new()),
        }
    }
}

impl KnownPasswords {
    fn digest(&self, userid: &str, password: &str) -> [u8; 32] {
        let mut h = Sha256::new();
        h.update(self.key);
        for part in [userid, password] {
            h.update((part.len() as u64).to_le_bytes());
            h.update(part.as_bytes());
        }
        h.finalize().into()
    }

    /// Whether this password of `userid` was set or checked before.
    pub fn known(&self, userid: &str, password: &str) -> bool {
        let d = self.digest(userid, password);
        self.known
            .lock()
            .expect("auth cache")
            .get(userid)
            .is_some_and(|(k, at)| *k == d && at.elapsed() < KNOWN_FOR)
    }

    /// Remembers a password just set or checked.
    pub fn remember(&self, userid: &str, password: &str) {
        let d = self.digest(userid, password);
        self.known
            .lock()
            .expect("auth cache")
            .insert(userid.to_string(), (d, std::time::Instant::now()));
    }

    /// Forgets the remembered password of `userid` (it changed, or the
    /// account is gone): its next check reads the database.
    pub fn forget(&self, userid: &str) {
        self.known.lock().expect("auth cache").remove(userid);
    }

    /// Remembers a wrong password recorded for `userid` at `at`.
    pub fn note_failure(&self, userid: &str, at: i64) {
        let mut m = self.failed.lock().expect("auth failures");
        if m.len() >= 100_000 {
            m.retain(|_, t| *t > at - LOCKOUT_SECONDS);
        }
        m.insert(userid.to_string(), at);
    }

    /// Whether this process recorded a wrong password for `userid` within
    /// the lockout window before `now`.
    pub fn failed_lately(&self, userid: &str, now: i64) -> bool {
        self.failed
            .lock()
            .expect("auth failures")
            .get(userid)
            .is_some_and(|t| *t > now - LOCKOUT_SECONDS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembered_until_forgotten() {
        let a = KnownPasswords::default();
        assert!(!a.known("alice", "secret"));
        a.remember("alice", "secret");
        assert!(a.known("alice", "secret"), "remembered");
        assert!(!a.known("alice", "Secret"));
        assert!(!a.known("bob", "secret"));
        a.forget("alice");
        assert!(!a.known("alice", "secret"), "forgotten");
        // A new one (a restarted server) knows nothing.
        a.remember("alice", "secret");
        assert!(!KnownPasswords::default().known("alice", "secret"));
    }

    #[test]
    fn failures_remembered_for_the_lockout_window() {
        let t = 1_000_000;
        let a = KnownPasswords::default();
        assert!(!a.failed_lately("alice", t));
        a.note_failure("alice", t);
        assert!(a.failed_lately("alice", t + 10));
        assert!(!a.failed_lately("alice", t + LOCKOUT_SECONDS));
        assert!(!a.failed_lately("bob", t + 10));
    }
}
