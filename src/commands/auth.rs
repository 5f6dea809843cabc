//! Passwords: stored only as salted argon2 hashes, checked on every command
//! that acts for a player. A password set or checked once is remembered in
//! memory (as a keyed digest, never the password), so that a player's next
//! commands do not pay for argon2 again; passwords never change once set.

use std::collections::HashMap;
use std::sync::Mutex;

use argon2::Argon2;
use argon2::password_hash::rand_core::{OsRng, RngCore};
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use sha2::{Digest, Sha256};

/// Password hashing and checking.
pub struct Auth {
    key: [u8; 32],
    known: Mutex<HashMap<String, [u8; 32]>>,
}

impl Default for Auth {
    fn default() -> Self {
        let mut key = [0u8; 32];
        OsRng.fill_bytes(&mut key);
        Auth {
            key,
            known: Mutex::new(HashMap::new()),
        }
    }
}

impl std::fmt::Debug for Auth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Auth")
    }
}

impl Auth {
    /// A salted argon2 hash of a password, in PHC string form.
    pub fn hash(&self, password: &str) -> anyhow::Result<String> {
        let salt = SaltString::generate(&mut OsRng);
        Ok(Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map_err(|e| anyhow::anyhow!("cannot hash a password: {e}"))?
            .to_string())
    }

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
        self.known.lock().expect("auth cache").get(userid) == Some(&d)
    }

    /// Remembers a password just set or checked.
    pub fn remember(&self, userid: &str, password: &str) {
        let d = self.digest(userid, password);
        self.known
            .lock()
            .expect("auth cache")
            .insert(userid.to_string(), d);
    }

    /// Whether `password` matches the stored hash (argon2; slow on
    /// purpose). The caller remembers the pair once that is safe.
    pub fn verify(&self, password: &str, stored: &str) -> bool {
        PasswordHash::new(stored).is_ok_and(|h| {
            Argon2::default()
                .verify_password(password.as_bytes(), &h)
                .is_ok()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_and_verify() {
        let a = Auth::default();
        let h = a.hash("secret").unwrap();
        assert!(h.starts_with("$argon2"));
        assert!(!h.contains("secret"));
        assert!(a.verify("secret", &h));
        assert!(!a.verify("Secret", &h));
        assert!(!a.verify("", &h));
        assert!(!a.verify("secret", "not a hash"));
        assert!(!a.known("alice", "secret"));
        a.remember("alice", "secret");
        assert!(a.known("alice", "secret"), "remembered");
        assert!(!a.known("alice", "Secret"));
        assert!(!a.known("bob", "secret"));
        // A new Auth (a restarted server) knows nothing.
        assert!(!Auth::default().known("alice", "secret"));
    }
}
