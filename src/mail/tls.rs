//! TLS client configuration shared by the IMAP source and the SMTP sink: the public
//! web PKI roots (webpki-roots) plus an optional extra trust root from the config's
//! `ca_file`, always on the ring crypto provider so nothing depends on a process-wide
//! default provider having been installed.

use std::io;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio_rustls::client::TlsStream;

use tokio_rustls::rustls::{self, ClientConfig, RootCertStore, pki_types::CertificateDer};

/// Why the TLS client configuration could not be built.
#[derive(Debug, thiserror::Error)]
pub enum TlsSetupError {
    #[error("cannot read the CA file {path}: {source}; check `ca_file` in the config")]
    CaFileUnreadable {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error(
        "the CA file {path} contains no PEM certificate (\"-----BEGIN CERTIFICATE-----\"); point `ca_file` at a PEM file"
    )]
    CaFileEmpty { path: PathBuf },
    #[error("the CA file {path} holds a certificate rustls rejects as a trust root: {source}")]
    CaCertificateRejected {
        path: PathBuf,
        #[source]
        source: rustls::Error,
    },
    #[error("the TLS library refused its own configuration: {0}")]
    Rustls(#[from] rustls::Error),
}

/// Reads every certificate of a PEM file, naming the file in any error.
pub fn read_ca_file(path: &Path) -> Result<Vec<CertificateDer<'static>>, TlsSetupError> {
    let unreadable = |source| TlsSetupError::CaFileUnreadable {
        path: path.to_path_buf(),
        source,
    };
    let pem = std::fs::read(path).map_err(unreadable)?;
    let certs = rustls_pemfile::certs(&mut pem.as_slice())
        .collect::<Result<Vec<_>, _>>()
        .map_err(unreadable)?;
    if certs.is_empty() {
        return Err(TlsSetupError::CaFileEmpty {
            path: path.to_path_buf(),
        });
    }
    Ok(certs)
}

/// A client configuration trusting the web PKI plus the certificates in `ca_file`.
pub fn client_config(ca_file: Option<&Path>) -> Result<Arc<ClientConfig>, TlsSetupError> {
    let mut roots = RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    if let Some(path) = ca_file {
        for cert in read_ca_file(path)? {
            roots
                .add(cert)
                .map_err(|source| TlsSetupError::CaCertificateRejected {
                    path: path.to_path_buf(),
                    source,
                })?;
        }
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// The byte stream under IMAP and SMTP: plain TCP (loopback, or before STARTTLS) or TLS
/// on it.
#[derive(Debug)]
pub enum Transport {
    Plain(TcpStream),
    Tls(Box<TlsStream<TcpStream>>),
    /// While the TCP stream is out for the TLS handshake: reads and writes fail.
    Closed,
}

fn closed() -> io::Error {
    io::Error::new(io::ErrorKind::NotConnected, "the connection is closed")
}

impl AsyncRead for Transport {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Transport::Plain(s) => Pin::new(s).poll_read(cx, buf),
            Transport::Tls(s) => Pin::new(s.as_mut()).poll_read(cx, buf),
            Transport::Closed => Poll::Ready(Err(closed())),
        }
    }
}

impl AsyncWrite for Transport {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        match self.get_mut() {
            Transport::Plain(s) => Pin::new(s).poll_write(cx, buf),
            Transport::Tls(s) => Pin::new(s.as_mut()).poll_write(cx, buf),
            Transport::Closed => Poll::Ready(Err(closed())),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Transport::Plain(s) => Pin::new(s).poll_flush(cx),
            Transport::Tls(s) => Pin::new(s.as_mut()).poll_flush(cx),
            Transport::Closed => Poll::Ready(Err(closed())),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Transport::Plain(s) => Pin::new(s).poll_shutdown(cx),
            Transport::Tls(s) => Pin::new(s.as_mut()).poll_shutdown(cx),
            Transport::Closed => Poll::Ready(Err(closed())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_without_a_ca_file() {
        assert!(client_config(None).is_ok());
    }

    #[test]
    fn a_missing_ca_file_is_named() {
        let err = client_config(Some(Path::new("/nonexistent/ca.pem"))).unwrap_err();
        assert!(err.to_string().contains("/nonexistent/ca.pem"), "{err}");
    }

    #[test]
    fn a_file_without_certificates_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("empty.pem");
        std::fs::write(&path, "not a certificate\n").unwrap();
        let err = client_config(Some(&path)).unwrap_err();
        assert!(matches!(err, TlsSetupError::CaFileEmpty { .. }), "{err}");
        assert!(err.to_string().contains("empty.pem"), "{err}");
    }
}
