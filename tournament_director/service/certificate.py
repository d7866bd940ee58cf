"""The main desk's own TLS certificate, made once per event with the `cryptography` library
(never hand-made ASN.1): a self-signed certificate over a new P-256 key. A desk pins it by
the SHA-256 of its DER bytes (the join link's `#pin=`), as Syncthing pins a device's ID, so no
certificate authority and no host name are involved."""

from __future__ import annotations

import datetime
import hashlib

NAME = "Tournament Director main desk"
YEARS = 20  # the pin is what counts; a desk does not check the dates


def make() -> tuple[bytes, bytes]:
    """(certificate PEM, private key PEM), new."""
    # imported here: only the main desk's first `desk-links` or `serve --desks` makes one
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, NAME)])
    now = datetime.datetime.now(datetime.timezone.utc)
    cert = (x509.CertificateBuilder()
            .subject_name(name).issuer_name(name)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=365 * YEARS))
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    key_pem = key.private_bytes(serialization.Encoding.PEM,
                                serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    return cert.public_bytes(serialization.Encoding.PEM), key_pem


def pin_of(cert_pem: bytes) -> str:
    """The certificate's pin: SHA-256 of its DER bytes, hex (what the join link carries and
    what `getpeercert(binary_form=True)` hashes to at the desk)."""
    import ssl  # here: the window's start has no use for it (docs/benchmarks.md)
    der = ssl.PEM_cert_to_DER_cert(cert_pem.decode("ascii"))
    return hashlib.sha256(der).hexdigest()
