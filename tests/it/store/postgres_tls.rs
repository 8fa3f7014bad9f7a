//! TLS to PostgreSQL: the store connects as the URL's `sslmode` says and
//! verifies the server's certificate. Against real throwaway servers
//! (`util::postgres`): one offering TLS with a certificate that a test
//! CA made here signed for 127.0.0.1 and localhost, and one without TLS.
//! Each starts once for the whole file.
//!
//! What a connection used is read from the server's side (`pg_stat_ssl`),
//! through a plain client of our own that leaves itself out.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::util::postgres::{ServerCert, fresh_database, fresh_tls_database};
use damabot::config::Config;
use damabot::domain::{Platform, UserInfo, UserKey};
use damabot::store::{Store, TrustedRoots};
use rcgen::{BasicConstraints, CertificateParams, DnType, IsCa, Issuer, KeyPair, KeyUsagePurpose};

/// The certificates of these tests, made once.
struct Pki {
    /// The CA that signed the TLS server's certificate.
    ca_pem: String,
    /// A CA that signed nothing the server shows.
    stranger_pem: String,
    /// The TLS server's certificate and key.
    server_chain_pem: String,
    server_key_pem: String,
}

fn pki() -> &'static Pki {
    static PKI: OnceLock<Pki> = OnceLock::new();
    PKI.get_or_init(|| {
        let (ca_pem, ca) = certificate_authority("damabot test CA");
        let (stranger_pem, _) = certificate_authority("a stranger's CA");
        let key = KeyPair::generate().expect("a server key");
        let mut params = CertificateParams::new(vec!["127.0.0.1".into(), "localhost".into()])
            .expect("server names");
        params
            .distinguished_name
            .push(DnType::CommonName, "127.0.0.1");
        params.use_authority_key_identifier_extension = true;
        let server = params
            .signed_by(&key, &ca)
            .expect("sign the server certificate");
        Pki {
            ca_pem,
            stranger_pem,
            server_chain_pem: server.pem(),
            server_key_pem: key.serialize_pem(),
        }
    })
}

/// A self-signed CA named `name`: its PEM certificate and its issuer.
fn certificate_authority(name: &str) -> (String, Issuer<'static, KeyPair>) {
    let key = KeyPair::generate().expect("a CA key");
    let mut params = CertificateParams::new(Vec::new()).expect("no names");
    params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    params.distinguished_name.push(DnType::CommonName, name);
    params.key_usages = vec![KeyUsagePurpose::KeyCertSign, KeyUsagePurpose::CrlSign];
    let certificate = params.self_signed(&key).expect("self-sign the CA");
    (certificate.pem(), Issuer::new(params, key))
}

/// A new database on the TLS server (started on first use).
fn tls_database() -> String {
    fresh_tls_database(|| ServerCert {
        chain_pem: pki().server_chain_pem.clone(),
        key_pem: pki().server_key_pem.clone(),
    })
}

/// Writes `pem` to a file in `dir`, as an operator's DATABASE_SSLROOTCERT.
fn ca_file(dir: &Path, pem: &str) -> PathBuf {
    let path = dir.join("ca.pem");
    std::fs::write(&path, pem).expect("write the CA file");
    path
}

/// How many other connections to the database of `url` use TLS, and how
/// many do not.
fn connections_by_tls(url: &str) -> (i64, i64) {
    let mut client =
        postgres::Client::connect(url, postgres::NoTls).expect("a plain client of our own");
    let row = client
        .query_one(
            "SELECT count(*) FILTER (WHERE ssl), count(*) FILTER (WHERE NOT ssl)
             FROM pg_stat_ssl JOIN pg_stat_activity USING (pid)
             WHERE datname = current_database() AND pid <> pg_backend_pid()",
            &[],
        )
        .expect("read pg_stat_ssl");
    (row.get(0), row.get(1))
}

fn a_user() -> UserInfo {
    UserInfo {
        key: UserKey {
            platform: Platform::Telegram,
            id: "4242".to_owned(),
        },
        name: "Ayşe".to_owned(),
        language_code: Some("tr".to_owned()),
    }
}

/// Through the configuration, as the bot opens its store: DATABASE_URL
/// with `sslmode=require`, and DATABASE_SSLROOTCERT naming the test CA.
#[test]
fn require_with_the_servers_ca_round_trips_over_tls_only() {
    let url = tls_database();
    let dir = tempfile::tempdir().expect("temp dir");
    let ca = ca_file(dir.path(), &pki().ca_pem);
    let config = Config::from_lookup(|name| match name {
        "DATABASE_URL" => Some(format!("{url}?sslmode=require")),
        "DATABASE_SSLROOTCERT" => Some(ca.display().to_string()),
        _ => None,
    })
    .expect("a valid configuration");
    let mut store = config
        .open_store()
        .unwrap_or_else(|e| panic!("connect over TLS: {e:#}"));

    let written = store
        .write(|tx| tx.upsert_user(&a_user(), 1))
        .expect("write a user");
    let read = store
        .write(|tx| tx.user_by_key(&a_user().key))
        .expect("read the user back");
    assert_eq!(read, Some(written.clone()));
    assert_eq!(written.name, "Ayşe");

    let (tls, plain) = connections_by_tls(&url);
    assert!(tls >= 1, "the store holds a TLS connection");
    assert_eq!(plain, 0, "and no plain one");
}

#[test]
fn prefer_uses_tls_when_the_server_offers_it_and_disable_never_does() {
    let dir = tempfile::tempdir().expect("temp dir");
    let roots = TrustedRoots::PemFile(ca_file(dir.path(), &pki().ca_pem));

    let preferred = tls_database();
    let store = Store::connect_trusting(&preferred, &roots)
        .unwrap_or_else(|e| panic!("connect with the default sslmode: {e}"));
    let (tls, plain) = connections_by_tls(&preferred);
    assert!(tls >= 1 && plain == 0, "prefer: {tls} TLS, {plain} plain");
    drop(store);

    let disabled = tls_database();
    let store = Store::connect_trusting(&format!("{disabled}?sslmode=disable"), &roots)
        .unwrap_or_else(|e| panic!("connect without TLS: {e}"));
    let (tls, plain) = connections_by_tls(&disabled);
    assert!(tls == 0 && plain >= 1, "disable: {tls} TLS, {plain} plain");
    drop(store);
}

#[test]
fn require_refuses_a_server_without_tls_and_says_so() {
    let url = format!("{}?sslmode=require", fresh_database());
    let error = Store::connect(&url).err().expect("no TLS, no connection");
    assert_eq!(
        error.to_string(),
        "connecting to the database: error performing TLS handshake: \
         server does not support TLS"
    );
}

#[test]
fn a_certificate_from_an_untrusted_ca_is_refused_whenever_tls_is_used() {
    let dir = tempfile::tempdir().expect("temp dir");
    let stranger = TrustedRoots::PemFile(ca_file(dir.path(), &pki().stranger_pem));
    for sslmode in ["?sslmode=require", ""] {
        for roots in [&stranger, &TrustedRoots::Mozilla] {
            let url = format!("{}{sslmode}", tls_database());
            let error = Store::connect_trusting(&url, roots)
                .err()
                .unwrap_or_else(|| panic!("{roots:?} trust the test CA ({sslmode})"));
            assert_eq!(
                error.to_string(),
                "connecting to the database: error performing TLS handshake: \
                 invalid peer certificate: UnknownIssuer",
                "{roots:?} {sslmode}"
            );
        }
    }
}

/// libpq's `verify-ca` and `verify-full` are refused before any connection
/// (the client always verifies, as `verify-full` does), with the reason.
#[test]
fn sslmodes_the_client_does_not_know_are_refused_with_the_reason() {
    for sslmode in ["verify-ca", "verify-full"] {
        let url = format!("postgres://postgres@127.0.0.1:1/none?sslmode={sslmode}");
        let error = Store::connect(&url).err().expect("an unknown sslmode");
        assert_eq!(
            error.to_string(),
            "connecting to the database: invalid connection string: \
             invalid value for option `sslmode`"
        );
    }
}
