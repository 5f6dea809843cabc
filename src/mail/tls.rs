//! The TLS client setup shared by the mail connections: rustls with the
//! ring provider, the webpki roots, and optionally one more CA file.

use std::path::Path;
use std::sync::Arc;

use anyhow::Context;
use rustls::{ClientConfig, RootCertStore};
use rustls_pki_types::CertificateDer;
use rustls_pki_types::pem::PemObject;

/// A client configuration trusting the webpki roots and every certificate
/// in the PEM file `extra_ca`.
pub fn client_config(extra_ca: Option<&Path>) -> anyhow::Result<Arc<ClientConfig>> {
    let mut roots = RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    if let Some(path) = extra_ca {
        let mut added = 0;
        for cert in CertificateDer::pem_file_iter(path)
            .with_context(|| format!("cannot read the CA file {}", path.display()))?
        {
            let cert = cert.with_context(|| format!("bad PEM in {}", path.display()))?;
            roots
                .add(cert)
                .with_context(|| format!("bad certificate in {}", path.display()))?;
            added += 1;
        }
        anyhow::ensure!(added > 0, "no certificate in {}", path.display());
    }
    let config =
        ClientConfig::builder_with_provider(Arc::new(rustls::crypto::ring::default_provider()))
            .with_safe_default_protocol_versions()
            .context("TLS protocol versions")?
            .with_root_certificates(roots)
            .with_no_client_auth();
    Ok(Arc::new(config))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roots_and_bad_files() {
        assert!(client_config(None).is_ok());
        assert!(client_config(Some(Path::new("/nonexistent/ca.pem"))).is_err());
        let empty = std::env::temp_dir().join(format!("ringmail-empty-ca-{}", std::process::id()));
        std::fs::write(&empty, "not a certificate\n").unwrap();
        assert!(client_config(Some(&empty)).is_err());
        std::fs::remove_file(&empty).unwrap();
    }
}
