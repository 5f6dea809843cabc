//! The catalogues against each other and against the code: every file
//! parses, every language has every key with the same variables, every
//! key is used, and every key the code names exists.

use super::*;
use std::collections::{BTreeMap, BTreeSet};

/// The messages of a catalogue's text, read by Fluent's own parser: key,
/// and the variables its value, variants and attributes name (`board`).
fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    use fluent_syntax::ast::Entry;
    let resource =
        fluent_syntax::parser::parse(text).unwrap_or_else(|(_, errors)| panic!("{errors:?}"));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(value) = &m.value {
                pattern_vars(value, &mut vars);
            }
            for a in &m.attributes {
                pattern_vars(&a.value, &mut vars);
            }
            let key = m.id.name.to_string();
            assert!(
                out.insert(key.clone(), vars).is_none(),
                "{key} is in the catalogue twice"
            );
        }
    }
    out
}

/// The variables a pattern names, into `vars`.
fn pattern_vars(p: &fluent_syntax::ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    use fluent_syntax::ast::PatternElement;
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &fluent_syntax::ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    use fluent_syntax::ast::Expression;
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &fluent_syntax::ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    use fluent_syntax::ast::InlineExpression;
    let arguments = match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
            return;
        }
        InlineExpression::Placeable { expression } => return expression_vars(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => Some(arguments),
        InlineExpression::TermReference { arguments, .. } => arguments.as_ref(),
        _ => None,
    };
    for a in arguments.into_iter() {
        for p in &a.positional {
            inline_vars(p, vars);
        }
        for n in &a.named {
            inline_vars(&n.value, vars);
        }
    }
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

/// The keys a source text names: the string that opens `msg!(` and
/// `Msg::new(`, or follows the first argument of `t!(` and `tln!(`.
fn keys_in(text: &str) -> Vec<String> {
    let is_key = |k: &str| {
        k.starts_with(|c: char| c.is_ascii_lowercase())
            && k.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    };
    let mut keys = Vec::new();
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
                keys.push(key.to_string());
            }
        }
    }
    keys
}

/// The keys the code names, each with the first file naming it.
fn keys_in_code() -> BTreeMap<String, String> {
    let mut keys = BTreeMap::new();
    for (path, text) in sources() {
        for key in keys_in(&text) {
            keys.entry(key)
                .or_insert_with(|| path.display().to_string());
        }
    }
    keys
}

/// The code of a source file that is not a test: none in a test file,
/// and what stands before its `#[cfg(test)]`.
fn code_only<'a>(path: &std::path::Path, text: &'a str) -> &'a str {
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    if name == "tests.rs" || name.ends_with("_tests.rs") {
        return "";
    }
    text.split("#[cfg(test)]").next().unwrap_or_default()
}

#[test]
fn every_catalogue_parses() {
    for (code, text) in CATALOGUES {
        bundle(code, text).unwrap_or_else(|e| panic!("{e}"));
    }
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
    let sources: String = sources()
        .iter()
        .map(|(path, text)| code_only(path, text))
        .collect();
    let unused: Vec<String> = messages(CATALOGUES[0].1)
        .into_keys()
        .filter(|k| !sources.contains(&format!("\"{k}\"")))
        .collect();
    assert!(unused.is_empty(), "keys no code uses: {unused:?}");
}

#[test]
fn the_scan_finds_keys_and_skips_lookalikes() {
    // Written with `@` for `!`, so that the scan of this file skips it.
    let text = r#"assert@(x, "not a key"); t@(lang, "a-key"); tln@(lang, "b-key", n = 1);
        msg@("c-key"); Msg::new@("d-key"); msg@(x); format@("e-key"); assert_eq@(y, "f-key");
        t@(lang, "Not-a-key"); msg@("not a key");"#
        .replace("new@", "new")
        .replace('@', "!");
    let mut keys = keys_in(&text);
    keys.sort();
    assert_eq!(keys, ["a-key", "b-key", "c-key", "d-key"]);
    assert!(keys_in_code().contains_key("language-name"));
}

#[test]
fn numbers_choose_plural_forms_and_arguments_are_written_plain() {
    let fr = Language::from_code("FR").expect("French");
    let lost = |lang: Language, days: i64| {
        lang.text(
            &Msg::new("server-clock-unreachable-loss")
                .arg("user", "bob")
                .arg("days", days),
        )
    };
    assert!(lost(Language::ENGLISH, 1).contains(" 1 day:"));
    assert!(lost(Language::ENGLISH, 2).contains(" 2 days:"));
    // French counts 0 and 1 as one.
    assert!(lost(fr, 0).contains(" 0 jour :"));
    assert!(lost(fr, 2).contains(" 2 jours :"));
    let m = Msg::verbatim("alice");
    assert_eq!(Language::ENGLISH.text(&m), "alice");
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
