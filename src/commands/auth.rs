//! Passwords: stored only as salted argon2 hashes, checked on every command
//! that acts for a player. A successful check is remembered in memory (as a
//! salted digest, never the password) so that a player's next moves do not
//! pay for argon2 again.

use std::collections::HashMap;
use std::sync::Mutex;

use argon2::Argon2;
use argon2::password_hash::rand_core::{OsRng, RngCore};
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use sha2::{Digest, Sha256};

/// Password hashing and checking.
pub struct Auth {
    key: [u8; 32],
    verified: Mutex<HashMap<String, [u8; 32]>>,
}

impl Default for Auth {
    fn default() -> Self {
        let mut key = [0u8; 32];
        OsRng.fill_bytes(&mut key);
        Auth {
            key,
            verified: Mutex::new(HashMap::new()),
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

    fn digest(&self, userid: &str, stored: &str, password: &str) -> [u8; 32] {
        let mut h = Sha256::new();
        h.update(self.key);
        for part in [userid, stored, password] {
            h.update((part.len() as u64).to_le_bytes());
            h.update(part.as_bytes());
        }
        h.finalize().into()
    }

    /// Whether `password` matches the stored hash of `userid`.
    pub fn verify(&self, userid: &str, password: &str, stored: &str) -> bool {
        let d = self.digest(userid, stored, password);
        if self.verified.lock().expect("auth cache").get(userid) == Some(&d) {
            return true;
        }
        let ok = PasswordHash::new(stored).is_ok_and(|h| {
            Argon2::default()
                .verify_password(password.as_bytes(), &h)
                .is_ok()
        });
        if ok {
            self.verified
                .lock()
                .expect("auth cache")
                .insert(userid.to_string(), d);
        }
        ok
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
        assert!(a.verify("alice", "secret", &h));
        assert!(a.verify("alice", "secret", &h), "remembered");
        assert!(!a.verify("alice", "Secret", &h));
        assert!(!a.verify("alice", "", &h));
        assert!(!a.verify("alice", "secret", "not a hash"));
        // A new Auth (a restarted server) checks the hash itself.
        assert!(Auth::default().verify("alice", "secret", &h));
    }
}
