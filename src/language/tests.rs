//! The catalogues against each other and against the code: every file
//! parses, every language has every key with the same variables, every
//! key is used, and every key the code names exists.

use super::*;
use std::collections::{BTreeMap, BTreeSet};

/// The messages of a catalogue's text: key, and the variables its text
/// names (`$board`). Comments and terms (`-yinsh`) are skipped.
fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        let starts_entry = line.starts_with(|c: char| c.is_ascii_alphabetic());
        if starts_entry || line.starts_with('-') || line.starts_with('#') {
            current = None;
        }
        if starts_entry && let Some((key, _)) = line.split_once('=') {
            let key = key.trim().to_string();
            assert!(!out.contains_key(&key), "{key} is in the catalogue twice");
            out.insert(key.clone(), BTreeSet::new());
            current = Some(key);
        }
        let Some(key) = &current else { continue };
        let vars = out.get_mut(key).expect("entry inserted");
        for (i, _) in line.match_indices('$') {
            let name: String = line[i + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect();
            vars.insert(name);
        }
    }
    out
}

/// Every `.rs` file under `src/`.
fn sources() -> Vec<(std::path::PathBuf, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<(std::path::PathBuf, String)>) {
        for entry in std::fs::read_dir(dir).expect("read src") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("read source");
                out.push((path, text));
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut out,
    );
    out
}

/// The keys the code names: the string that opens `msg!(` and
/// `Msg::new(`, or follows the first argument of `t!(` and `tln!(`.
fn keys_in_code() -> BTreeMap<String, String> {
    let is_key = |k: &str| {
        k.starts_with(|c: char| c.is_ascii_lowercase())
            && k.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    };
    let mut keys = BTreeMap::new();
    for (path, text) in sources() {
        for pattern in ["msg!(", "t!(", "tln!(", "Msg::new("] {
            for (i, _) in text.match_indices(pattern) {
                // `t!(` inside `assert!(` is no message.
                let before = text[..i].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let mut rest = &text[i + pattern.len()..];
                if pattern == "t!(" || pattern == "tln!(" {
                    let Some(comma) = rest.find(',') else {
                        continue;
                    };
                    rest = &rest[comma + 1..];
                }
                let Some(quoted) = rest.trim_start().strip_prefix('"') else {
                    continue;
                };
                let key = quoted.split('"').next().unwrap_or_default();
                if is_key(key) {
                    keys.entry(key.to_string())
                        .or_insert_with(|| path.display().to_string());
                }
            }
        }
    }
    keys
}

#[test]
fn every_catalogue_parses() {
    for (code, text) in CATALOGUES {
        bundle(code, text).unwrap_or_else(|e| panic!("{e}"));
        assert!(Language::from_code(code).is_some());
    }
    assert_eq!(Language::all().count(), CATALOGUES.len());
}

#[test]
fn every_language_has_every_key_with_the_same_variables() {
    let english = messages(CATALOGUES[0].1);
    for (code, text) in &CATALOGUES[1..] {
        let other = messages(text);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{code}.ftl lacks {missing:?}");
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(
            extra.is_empty(),
            "{code}.ftl has keys en.ftl lacks: {extra:?}"
        );
        for (key, vars) in &english {
            assert_eq!(
                vars, &other[key],
                "{code}.ftl's {key} names other variables than en.ftl's"
            );
        }
    }
}

#[test]
fn every_key_the_code_names_is_in_the_catalogues() {
    let english = messages(CATALOGUES[0].1);
    let unknown: Vec<String> = keys_in_code()
        .into_iter()
        .filter(|(k, _)| !english.contains_key(k))
        .map(|(k, file)| format!("{k} ({file})"))
        .collect();
    assert!(unknown.is_empty(), "keys missing in en.ftl: {unknown:?}");
}

#[test]
fn every_key_is_used_by_the_code() {
    let sources: String = sources().into_iter().map(|(_, t)| t).collect();
    let unused: Vec<String> = messages(CATALOGUES[0].1)
        .into_keys()
        .filter(|k| !sources.contains(&format!("\"{k}\"")))
        .collect();
    assert!(unused.is_empty(), "keys no code uses: {unused:?}");
}

#[test]
fn the_scan_finds_keys_and_skips_lookalikes() {
    let keys = keys_in_code();
    assert!(keys.contains_key("language-name"));
    assert!(!keys.keys().any(|k| k.contains(' ')), "{keys:?}");
}

#[test]
fn numbers_choose_plural_forms_and_arguments_are_written_plain() {
    let m = Msg::verbatim("alice");
    assert_eq!(Language::ENGLISH.text(&m), "alice");
    let fr = Language::from_code("FR").expect("French");
    assert_eq!(fr.text(&Msg::new("language-name")), "français");
    let unknown = "no-such-key";
    assert_eq!(Language::ENGLISH.text(&Msg::new(unknown)), unknown);
}

#[test]
fn strangers_get_the_language_their_headers_ask_for() {
    let fr = Language::from_code("fr").expect("French");
    let en = Language::ENGLISH;
    assert_eq!(Language::asked_by(None, None), en);
    assert_eq!(Language::asked_by(Some("fr"), None), fr);
    assert_eq!(Language::asked_by(Some("fr-CA, en"), None), fr);
    assert_eq!(
        Language::asked_by(None, Some("fr-FR,fr;q=0.9,en;q=0.8")),
        fr
    );
    assert_eq!(Language::asked_by(Some("en-GB"), Some("fr")), en);
    assert_eq!(Language::asked_by(Some("de"), Some("fr-BE")), fr);
    assert_eq!(Language::asked_by(Some("de, it"), Some("zz;;;,")), en);
}
