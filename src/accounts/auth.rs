//! Passwords: stored only as salted argon2 hashes, checked on every command
//! that acts for a player. A password set or checked once is remembered
//! ([`KnownPasswords`]), so that a player's next commands do not pay for
//! argon2 again.
//!
//! Argon2 is slow and takes 19 MiB on purpose: it runs on tokio's blocking
//! threads, at most [`ARGON2_AT_ONCE`] at a time, never on the threads that
//! serve mail.

use argon2::Argon2;
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use tokio::sync::Semaphore;

use crate::accounts::known_passwords::KnownPasswords;

/// Argon2 checks run at most this many at once.
pub const ARGON2_AT_ONCE: usize = 2;

/// Password hashing and checking.
pub struct Auth {
    /// Passwords set or checked lately (see [`KnownPasswords`]).
    pub known: KnownPasswords,
    argon2: Semaphore,
}

impl Default for Auth {
    fn default() -> Self {
        Auth {
            known: KnownPasswords::default(),
            argon2: Semaphore::new(ARGON2_AT_ONCE),
        }
    }
}

/// Runs argon2 work on a blocking thread, one of at most
/// [`ARGON2_AT_ONCE`].
async fn off_thread<T: Send + 'static>(
    gate: &Semaphore,
    work: impl FnOnce() -> T + Send + 'static,
) -> anyhow::Result<T> {
    let _permit = gate.acquire().await?;
    Ok(tokio::task::spawn_blocking(work).await?)
}

impl std::fmt::Debug for Auth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Auth")
    }
}

impl Auth {
    /// A salted argon2 hash of a password, in PHC string form.
    pub async fn hash(&self, password: &str) -> anyhow::Result<String> {
        let password = password.to_string();
        off_thread(&self.argon2, move || {
            let salt = SaltString::generate(&mut OsRng);
            Ok(Argon2::default()
                .hash_password(password.as_bytes(), &salt)
                .map_err(|e| anyhow::anyhow!("cannot hash a password: {e}"))?
                .to_string())
        })
        .await?
    }

    /// Whether `password` matches the stored hash (argon2; slow on
    /// purpose). The caller remembers the pair once that is safe.
    pub async fn verify(&self, password: &str, stored: &str) -> anyhow::Result<bool> {
        let (password, stored) = (password.to_string(), stored.to_string());
        off_thread(&self.argon2, move || {
            PasswordHash::new(&stored).is_ok_and(|h| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &h)
                    .is_ok()
            })
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hash_and_verify() {
        let a = Auth::default();
        let h = a.hash("secret").await.unwrap();
        assert!(h.starts_with("$argon2"));
        assert!(!h.contains("secret"));
        assert!(a.verify("secret", &h).await.unwrap());
        assert!(!a.verify("Secret", &h).await.unwrap());
        assert!(!a.verify("", &h).await.unwrap());
        assert!(!a.verify("secret", "not a hash").await.unwrap());
        // The empty hash of a deleted account never verifies.
        assert!(!a.verify("", "").await.unwrap());
        assert!(!a.verify("secret", "").await.unwrap());
    }
}
