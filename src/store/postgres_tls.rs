//! TLS for the PostgreSQL backend: rustls through `tokio-postgres-rustls`.
//!
//! The URL's `sslmode` decides whether TLS is used, as in libpq:
//! `disable` never, `prefer` (the default) when the server offers it,
//! `require` always, refusing a server that does not offer it.
//!
//! Invariants:
//! - Whenever TLS is used, the server's certificate is verified: it must
//!   chain to a trusted root and name the host of the URL (a name or an IP
//!   address). The client cannot express libpq's weaker `require` (no
//!   verification), and refuses `verify-ca`/`verify-full` in the URL: its
//!   `require` and `prefer` verify as `verify-full` does.
//! - The trusted roots are Mozilla's, as bundled by `webpki-roots` (the
//!   public CAs of managed databases), or, for a server with its own CA,
//!   only the certificates of one PEM file ([`TrustedRoots::PemFile`]).
//! - The crypto provider is ring, named here rather than taken from the
//!   process default, so no other dependency can change it.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rustls::pki_types::CertificateDer;
use rustls::pki_types::pem::PemObject;
use rustls::{ClientConfig, RootCertStore};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::{BoxError, StoreError};

/// Which certificate authorities a PostgreSQL server's certificate must
/// chain to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum TrustedRoots {
    /// Mozilla's root certificates, as bundled by `webpki-roots`.
    #[default]
    Mozilla,
    /// The CA certificates of a PEM file, and only those (a self-signed or
    /// private CA's server).
    PemFile(PathBuf),
}

/// The TLS connector for every connection of a pool, trusting `roots`.
pub(super) fn connector(roots: &TrustedRoots) -> Result<MakeRustlsConnect, StoreError> {
    let store = match roots {
        TrustedRoots::Mozilla => RootCertStore {
            roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
        },
        TrustedRoots::PemFile(path) => pem_roots(path)?,
    };
    let config =
        ClientConfig::builder_with_provider(Arc::new(rustls::crypto::ring::default_provider()))
            .with_safe_default_protocol_versions()
            .map_err(|e| StoreError::connect(Some("setting up TLS".into()), e))?
            .with_root_certificates(store)
            .with_no_client_auth();
    Ok(MakeRustlsConnect::new(config))
}

/// The CA certificates of the PEM file at `path`; an error if it cannot be
/// read or holds none that rustls accepts as a root.
fn pem_roots(path: &Path) -> Result<RootCertStore, StoreError> {
    let unreadable = |problem: BoxError| {
        StoreError::connect(Some(format!("the CA file {}", path.display())), problem)
    };
    let certificates = CertificateDer::pem_file_iter(path)
        .and_then(|certificates| certificates.collect::<Result<Vec<_>, _>>())
        .map_err(|e| unreadable(e.into()))?;
    if certificates.is_empty() {
        return Err(unreadable("holds no PEM certificate".into()));
    }
    let mut store = RootCertStore::empty();
    for certificate in certificates {
        store.add(certificate).map_err(|e| unreadable(e.into()))?;
    }
    Ok(store)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ca_file_without_certificates_is_refused_with_its_name() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("empty.pem");
        std::fs::write(&path, "not a certificate\n").expect("write the file");
        let error = connector(&TrustedRoots::PemFile(path.clone()))
            .err()
            .expect("no roots, no connector");
        assert_eq!(
            error.to_string(),
            format!(
                "connecting to the database: the CA file {}: holds no PEM certificate",
                path.display()
            )
        );
    }

    #[test]
    fn a_missing_ca_file_is_refused_with_its_name() {
        let path = PathBuf::from("/nonexistent/ca.pem");
        let error = connector(&TrustedRoots::PemFile(path))
            .err()
            .expect("no file, no connector");
        let text = error.to_string();
        assert!(
            text.starts_with("connecting to the database: the CA file /nonexistent/ca.pem: "),
            "{text}"
        );
    }
}
