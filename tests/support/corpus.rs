//! Golden corpora of `.eml` files with manifests: every `*.toml` of a
//! folder lists its files, one table each, and each file holds
//! `{{PLACEHOLDER}}`s the test fills in (see `client_replies` and
//! `relay_bounces`).

use std::path::Path;

use serde::de::DeserializeOwned;

/// Every entry of the array `table` in every manifest of `folder`, sorted
/// by `key`.
pub fn manifests<T: DeserializeOwned>(
    folder: &Path,
    table: &str,
    key: impl Fn(&T) -> &str,
) -> Vec<T> {
    let mut all = Vec::new();
    for entry in std::fs::read_dir(folder).expect("the corpus folder") {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "toml") {
            let text = std::fs::read_to_string(&path).unwrap();
            let mut manifest: toml::Table = toml::from_str(&text)
                .unwrap_or_else(|e| panic!("{} does not read: {e}", path.display()));
            let entries = manifest
                .remove(table)
                .unwrap_or_else(|| panic!("{}: no [[{table}]]", path.display()));
            let entries: Vec<T> = entries
                .try_into()
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            all.extend(entries);
        }
    }
    all.sort_by(|a, b| key(a).cmp(key(b)));
    all
}

/// `raw` with each `{{NAME}}` of `values` replaced, byte for byte (the
/// rest of the bytes stay as they are, whatever their charset).
pub fn fill(raw: &[u8], values: &[(&str, &str)]) -> Vec<u8> {
    let mut out = raw.to_vec();
    for (name, value) in values {
        let placeholder = format!("{{{{{name}}}}}");
        out = replace(&out, placeholder.as_bytes(), value.as_bytes());
    }
    out
}

fn replace(haystack: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(haystack.len());
    let mut rest = haystack;
    while let Some(at) = rest.windows(from.len()).position(|w| w == from) {
        out.extend_from_slice(&rest[..at]);
        out.extend_from_slice(to);
        rest = &rest[at + from.len()..];
    }
    out.extend_from_slice(rest);
    out
}
