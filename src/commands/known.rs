//! Addresses known to be confirmed, kept in memory: what it buys is that a
//! mail from a confirmed player's address needs no database read to know
//! its sender may be answered in full. Only confirmed addresses are kept
//! (an address taken from its player, by `change address` or `delete`, is
//! removed from it when that commits); an address not in it is looked up
//! in the database. Another server on the same database keeps its own set:
//! there an address taken away still counts as confirmed until it
//! restarts, which only means the address's own mails get full replies.

use std::collections::HashSet;
use std::sync::Mutex;

/// Addresses kept at most; beyond that the set starts afresh.
const KNOWN_ADDRESSES: usize = 100_000;

/// Addresses known to be confirmed.
#[derive(Default)]
pub struct KnownSenders {
    addresses: Mutex<HashSet<String>>,
}

impl KnownSenders {
    /// Whether `address` is known to be confirmed.
    pub fn contains(&self, address: &str) -> bool {
        self.addresses
            .lock()
            .expect("known senders")
            .contains(address)
    }

    /// Forgets an address taken from its player.
    pub fn remove(&self, address: &str) {
        self.addresses
            .lock()
            .expect("known senders")
            .remove(address);
    }

    /// Remembers a confirmed address.
    pub fn insert(&self, address: &str) {
        let mut s = self.addresses.lock().expect("known senders");
        if s.len() >= KNOWN_ADDRESSES {
            s.clear();
        }
        s.insert(address.to_string());
    }
}
