//! Whether the receiving mail system vouches for a mail's `From`, by the
//! `Authentication-Results` header it wrote (RFC 8601).
//!
//! A `From` is only believed when one of the checks that system ran ties a
//! pass to the `From` domain itself (DMARC's alignment, RFC 7489): DMARC
//! passed for that domain, or a DKIM signature of the same organizational
//! domain passed, or SPF passed for an envelope sender of the same
//! organizational domain. A pass for some other domain proves only that
//! the other domain sent the mail: anyone can sign their own mail.
//!
//! The organizational domain is the registrable domain by the public
//! suffix list (the `psl` crate): `mail.example.co.uk` and `example.co.uk`
//! align, `example.co.uk` and `other.co.uk` do not.

/// Why a mail from `from` is not believed, by the verdict of the receiving
/// mail system whose `Authentication-Results` carry `authserv_id` (the
/// topmost such header; any other, which a sender may have written, is
/// ignored). `None` when `authserv_id` is empty (not checked) or when the
/// verdict ties a pass to the `From` domain (see the module's text).
pub fn unauthenticated(results: &[String], authserv_id: &str, from: &str) -> Option<String> {
    let id = authserv_id.trim();
    if id.is_empty() {
        return None;
    }
    let Some(verdict) = results.iter().find(|r| written_by(r, id)) else {
        return Some(format!(
            "no Authentication-Results of {id}: the sender cannot be told from a forgery"
        ));
    };
    let domain = from.rsplit_once('@').map_or(from, |(_, d)| d);
    let checks = checks(verdict);
    let passed = |method: &str, property: &str, aligned: &dyn Fn(&str) -> bool| {
        checks.iter().any(|c| {
            c.method == method && c.result == "pass" && c.property(property).is_some_and(aligned)
        })
    };
    let same_domain = |d: &str| d.eq_ignore_ascii_case(domain);
    let same_organization = |d: &str| organizational(d) == organizational(domain);
    let envelope_aligned = |s: &str| same_organization(s.rsplit_once('@').map_or(s, |(_, d)| d));
    if passed("dmarc", "header.from", &same_domain)
        || passed("dkim", "header.d", &same_organization)
        || passed("spf", "smtp.mailfrom", &envelope_aligned)
    {
        return None;
    }
    let failed = |method: &str| {
        checks
            .iter()
            .any(|c| c.method == method && c.result == "fail")
    };
    Some(if failed("dmarc") {
        format!("{id} says DMARC fails for {domain}: a forged sender")
    } else if failed("spf") {
        format!("{id} says SPF fails and no DKIM signature of {domain} passes: a forged sender")
    } else {
        format!(
            "{id} vouches for {domain} by no DMARC pass, no DKIM signature of {domain} and no SPF pass of {domain}: not believed"
        )
    })
}

/// Whether an `Authentication-Results` value was written under `id`.
fn written_by(value: &str, id: &str) -> bool {
    value
        .split(';')
        .next()
        .and_then(|head| head.split_whitespace().next())
        .is_some_and(|h| h.eq_ignore_ascii_case(id))
}

/// One check of a verdict: `dkim=pass header.d=example.org header.s=s1`.
#[derive(Debug, PartialEq, Eq)]
struct Check {
    /// Lower case, without a version (`dkim`).
    method: String,
    /// Lower case (`pass`).
    result: String,
    /// `(name, value)`, the name lower case (`header.d`), the value as
    /// written without quotes.
    properties: Vec<(String, String)>,
}

impl Check {
    fn property(&self, name: &str) -> Option<&str> {
        self.properties
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// The checks of one `Authentication-Results` value, comments dropped.
///
/// Hand-written: the maintained mail crates write this header or verify
/// signatures themselves; none reads another system's verdict. The grammar
/// needed is small: `id; method=result prop=value ...; ...`.
fn checks(value: &str) -> Vec<Check> {
    without_comments(value)
        .split(';')
        .skip(1)
        .filter_map(|part| {
            let mut words = part.split_whitespace();
            let (method, result) = words.next()?.split_once('=')?;
            let method = method.split('/').next().unwrap_or(method);
            let properties = words
                .filter_map(|w| w.split_once('='))
                .map(|(n, v)| (n.to_ascii_lowercase(), v.trim_matches('"').to_string()))
                .collect();
            Some(Check {
                method: method.to_ascii_lowercase(),
                result: result.to_ascii_lowercase(),
                properties,
            })
        })
        .collect()
}

/// `value` without its parenthesised comments (nested too); quoted
/// strings are kept as they are.
fn without_comments(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let (mut depth, mut quoted, mut escaped) = (0usize, false, false);
    for c in value.chars() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' if depth == 0 => quoted = !quoted,
            '(' if !quoted => depth += 1,
            ')' if !quoted && depth > 0 => {
                depth -= 1;
                continue;
            }
            _ => {}
        }
        if depth == 0 {
            out.push(c);
        }
    }
    out
}

/// The organizational domain of `domain`: its registrable domain by the
/// public suffix list, lower case (the domain itself when it has none).
fn organizational(domain: &str) -> String {
    let domain = domain.trim().trim_end_matches('.').to_ascii_lowercase();
    psl::domain_str(&domain).unwrap_or(&domain).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    const ID: &str = "mx.games.test";
    const BOB: &str = "bob@example.org";

    fn verdict(v: &str) -> Option<String> {
        unauthenticated(&[format!("{ID}; {v}")], ID, BOB)
    }

    #[test]
    fn a_pass_counts_only_when_aligned_with_the_from_domain() {
        assert_eq!(verdict("dmarc=pass header.from=example.org"), None);
        assert_eq!(verdict("dmarc=pass header.from=EXAMPLE.org"), None);
        assert_eq!(verdict("dkim=pass header.d=example.org"), None);
        assert_eq!(verdict("dkim=pass header.d=mail.example.org"), None);
        assert_eq!(
            verdict("spf=pass smtp.mailfrom=bounces@mx.example.org"),
            None
        );
        assert_eq!(verdict("spf=pass smtp.mailfrom=example.org"), None);
        // The attacker's own domain passes: no proof for example.org.
        let own =
            verdict("spf=fail smtp.mailfrom=example.org; dkim=pass header.d=evil.org; dmarc=none");
        assert!(own.unwrap().contains("SPF fails"));
        assert!(verdict("dmarc=pass header.from=evil.org").is_some());
        assert!(verdict("dkim=pass header.d=evil.org").is_some());
        assert!(verdict("spf=pass smtp.mailfrom=x@evil.org").is_some());
        assert!(
            verdict("dmarc=pass").is_some(),
            "a DMARC pass names its domain"
        );
        assert!(verdict("dkim=fail header.d=example.org").is_some());
        assert!(verdict("spf=softfail smtp.mailfrom=example.org").is_some());
        // One signature of several that aligns is enough.
        assert_eq!(
            verdict("dkim=pass header.d=evil.org; dkim=pass (good) header.d=example.org"),
            None
        );
        assert!(
            verdict("dmarc=fail (p=reject) header.from=example.org")
                .unwrap()
                .contains("DMARC fails")
        );
    }

    #[test]
    fn alignment_follows_the_public_suffix_list() {
        let uk = |from: &str, d: &str| {
            unauthenticated(&[format!("{ID}; dkim=pass header.d={d}")], ID, from).is_none()
        };
        assert!(uk("bob@example.co.uk", "mail.example.co.uk"));
        assert!(!uk("bob@example.co.uk", "other.co.uk"));
        assert!(!uk("bob@example.co.uk", "co.uk"));
        assert!(uk("bob@players.test", "players.test"));
    }

    #[test]
    fn only_the_trusted_system_is_heard() {
        let r = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let planted = r(&[
            "evil.test; dmarc=pass header.from=example.org",
            "mx.games.test; dmarc=fail header.from=example.org",
        ]);
        assert!(unauthenticated(&planted, ID, BOB).is_some());
        let only_planted = r(&["evil.test; dmarc=pass header.from=example.org"]);
        assert!(
            unauthenticated(&only_planted, ID, BOB)
                .unwrap()
                .contains("no Authentication-Results")
        );
        assert!(unauthenticated(&[], ID, BOB).is_some());
        assert_eq!(
            unauthenticated(&[], "", BOB),
            None,
            "not checked when unset"
        );
        let versioned = r(&["MX.games.test 1; dkim=pass header.d=example.org"]);
        assert_eq!(unauthenticated(&versioned, ID, BOB), None);
    }

    #[test]
    fn comments_and_quotes() {
        assert_eq!(without_comments("a (b (c) d) e"), "a  e");
        assert_eq!(without_comments("a \"(b)\" c"), "a \"(b)\" c");
        assert_eq!(
            verdict("dkim=pass (2048-bit key; unprotected) header.d=\"example.org\""),
            None
        );
        // A comment cannot smuggle a pass in.
        assert!(verdict("dkim=fail (dkim=pass header.d=example.org)").is_some());
    }
}
