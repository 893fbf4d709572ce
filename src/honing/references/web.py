"""``@url``: public HTTP(S) pages only (SPEC R-5).

The host is resolved once and every address it resolves to is checked: loopback,
private, link-local (cloud metadata lives there), CGNAT, multicast, unspecified,
reserved, IPv4-mapped and NAT64 IPv6, and the odd IPv4 spellings the C resolver accepts
(``127.1``, ``0x7f000001``, ``2130706433``). The connection then goes to the checked
address — the URL is rewritten to the IP, with the original ``Host`` header and TLS
server name — so no second lookup can rebind it. Every redirect is checked the same
way; the body is read up to a byte cap within a deadline; HTML becomes readable text with
hidden elements dropped and counted."""

from __future__ import annotations

import ipaddress
import socket
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin, urlsplit, urlunsplit

from honing.references.safety import Missing, Refused

Address = ipaddress.IPv4Address | ipaddress.IPv6Address
Network = ipaddress.IPv4Network | ipaddress.IPv6Network

_BLOCKED: tuple[Network, ...] = tuple(ipaddress.ip_network(n) for n in (
    "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
    "192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16", "198.18.0.0/15", "198.51.100.0/24",
    "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4", "255.255.255.255/32",
    "::/128", "::1/128", "fc00::/7", "fe80::/10", "fec0::/10", "ff00::/8", "100::/64", "2001:db8::/32",
    "64:ff9b::/96", "64:ff9b:1::/48", "2002::/16", "2001::/32",
))
_TEXT_TYPES = ("text/plain", "text/markdown", "text/csv", "application/json", "text/xml", "application/xml")


def _default_resolver(host: str, port: int) -> list[str]:
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return sorted({str(info[4][0]) for info in infos})


@dataclass(frozen=True)
class UrlPolicy:
    """How ``@url`` resolves and which addresses it may reach. Tests inject a resolver
    and an allow-list (for a local server); the default blocks every non-public address."""

    resolver: Callable[[str, int], list[str]] = _default_resolver
    allow: tuple[Network, ...] = field(default=())
    timeout: float = 10.0
    max_bytes: int = 2 * 1024 * 1024
    max_redirects: int = 5
    user_agent: str = "honing (+context reference; https://pypi.org/project/honing/)"


class _Closed(tuple):  # type: ignore[type-arg]
    """An allow-list that refuses to be read. Every address a URL names (a literal IP, or
    each one a host name resolves to) is checked against the allow-list before any
    connection, so this list stops every fetch, as a ``blocked`` warning with ``reason``."""

    reason: str = ""

    def __iter__(self) -> Any:
        raise Refused(self.reason)


def closed_policy(reason: str) -> UrlPolicy:
    """A policy under which no ``@url`` is fetched: each one is refused with ``reason``
    (a server started without ``--allow-urls``)."""

    def no_lookup(host: str, port: int) -> list[str]:
        raise Refused(reason)

    allow = _Closed()
    allow.reason = reason
    return UrlPolicy(resolver=no_lookup, allow=allow)


def _embedded_v4(ip: Address) -> Address | None:
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped:
            return ip.ipv4_mapped
        if ip in ipaddress.ip_network("64:ff9b::/96"):
            return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
        if ip.sixtofour:
            return ip.sixtofour
    return None


def address_problem(ip: Address, allow: Iterable[Network] = ()) -> str | None:
    """Why ``ip`` may not be fetched, or ``None`` for a public address."""
    if any(ip in net for net in allow if net.version == ip.version):
        return None
    inner = _embedded_v4(ip)
    if inner is not None:
        why = address_problem(inner, allow)
        return f"{ip} embeds {inner}: {why}" if why else None
    for net in _BLOCKED:
        if net.version == ip.version and ip in net:
            return f"{ip} is a private, loopback, link-local or reserved address ({net})"
    if not ip.is_global:
        return f"{ip} is not a public address"
    return None


def _literal(host: str) -> Address | None:
    """An IP written in any spelling the resolver would accept, or ``None`` for a name."""
    h = host.strip("[]")
    try:
        return ipaddress.ip_address(h)
    except ValueError:
        pass
    try:
        return ipaddress.IPv4Address(socket.inet_aton(h))  # 127.1, 0x7f000001, 2130706433, 0177.0.0.1
    except OSError:
        return None


@dataclass(frozen=True)
class Page:
    url: str  # the final URL after redirects
    text: str
    bytes: int
    truncated: bool
    hidden_dropped: int
    content_type: str


def _check(url: str, policy: UrlPolicy) -> tuple[str, str, int, Address]:
    """(scheme, host, port, the checked address to connect to)."""
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https"):
        raise Refused(f"only http and https URLs are fetched, not {scheme or 'a relative URL'}")
    if parts.username or parts.password:
        raise Refused("URLs with credentials are not fetched")
    host = parts.hostname
    if not host:
        raise Refused("the URL has no host")
    try:
        port = parts.port or (443 if scheme == "https" else 80)
    except ValueError as exc:
        raise Refused("the URL has an invalid port") from exc
    literal = _literal(host)
    if literal is not None:
        addresses: list[Address] = [literal]
    else:
        if host.lower() in ("localhost", "localhost.localdomain") or host.lower().endswith(".localhost"):
            raise Refused(f"{host} is a local name")
        try:
            found = policy.resolver(host, port)
        except (OSError, UnicodeError) as exc:
            raise Missing(f"the host {host} could not be resolved") from exc
        if not found:
            raise Missing(f"the host {host} could not be resolved")
        addresses = [ipaddress.ip_address(a.split("%")[0]) for a in found]
    for ip in addresses:
        why = address_problem(ip, policy.allow)
        if why:
            raise Refused(f"{host} resolves to a blocked address: {why}")
    return scheme, host, port, addresses[0]


def _pinned(url: str, ip: Address) -> str:
    parts = urlsplit(url)
    host = f"[{ip}]" if ip.version == 6 else str(ip)
    netloc = f"{host}:{parts.port}" if parts.port else host
    return urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, ""))


def extract_text(html: str) -> tuple[str, int]:
    """Readable text of an HTML page, and how many hidden elements were dropped."""
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(html, "html.parser")
    for tag in soup(["script", "style", "noscript", "template", "iframe", "object", "embed", "svg", "canvas",
                     "head", "meta", "link"]):
        tag.decompose()
    hidden = 0
    for tag in list(soup.find_all(True)):
        if getattr(tag, "decomposed", False) or tag.attrs is None:
            continue
        style = str(tag.get("style", "")).replace(" ", "").lower()
        if (tag.has_attr("hidden") or str(tag.get("aria-hidden", "")).lower() == "true"
                or "display:none" in style or "visibility:hidden" in style or "font-size:0" in style
                or "opacity:0" in style.replace("opacity:0.", "opacity:x")
                or (tag.name == "input" and str(tag.get("type", "")).lower() == "hidden")):
            hidden += 1
            tag.decompose()
    lines = []
    for raw in soup.get_text("\n").splitlines():
        line = " ".join(raw.split())
        if line:
            lines.append(line)
    return "\n".join(lines) + ("\n" if lines else ""), hidden


def fetch(url: str, policy: UrlPolicy) -> Page:
    import httpx  # imported on first use: only @url needs it

    deadline = time.monotonic() + policy.timeout
    current = url
    for _ in range(policy.max_redirects + 1):
        scheme, host, port, ip = _check(current, policy)
        default = 443 if scheme == "https" else 80
        headers = {"Host": host if port == default else f"{host}:{port}", "User-Agent": policy.user_agent,
                   "Accept": "text/html, text/plain;q=0.9, */*;q=0.1", "Accept-Encoding": "identity"}
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise Refused(f"the page did not arrive within {policy.timeout:g} s")
        extensions = {"sni_hostname": host} if scheme == "https" else {}
        try:
            with httpx.Client(timeout=remaining, follow_redirects=False, trust_env=False) as client:
                request = client.build_request("GET", _pinned(current, ip), headers=headers, extensions=extensions)
                response = client.send(request, stream=True)
                try:
                    if response.is_redirect:
                        location = response.headers.get("location", "")
                        if not location:
                            raise Missing("a redirect without a location")
                        current = urljoin(current, location)
                        continue
                    if response.status_code >= 400:
                        raise Missing(f"the server answered {response.status_code}")
                    ctype = response.headers.get("content-type", "").split(";")[0].strip().lower()
                    if ctype and ctype != "text/html" and ctype != "application/xhtml+xml" and ctype not in _TEXT_TYPES:
                        raise Refused(f"{ctype} content is not inserted as text")
                    body = bytearray()
                    truncated = False
                    for chunk in response.iter_raw():
                        body += chunk
                        if len(body) > policy.max_bytes:
                            truncated = True
                            del body[policy.max_bytes :]
                            break
                        if time.monotonic() > deadline:
                            raise Refused(f"the page did not arrive within {policy.timeout:g} s")
                    encoding = response.charset_encoding or "utf-8"
                finally:
                    response.close()
        except httpx.TimeoutException as exc:
            raise Refused(f"the page did not arrive within {policy.timeout:g} s") from exc
        except httpx.HTTPError as exc:
            raise Missing(f"the page could not be fetched ({type(exc).__name__})") from exc
        if b"\x00" in body[:8192]:
            raise Refused("binary content is never inserted as text")
        try:
            decoded = bytes(body).decode(encoding, errors="replace")
        except LookupError:
            decoded = bytes(body).decode("utf-8", errors="replace")
        if ctype in ("text/html", "application/xhtml+xml") or (not ctype and "<html" in decoded[:2000].lower()):
            text, hidden = extract_text(decoded)
        else:
            text, hidden = decoded, 0
        return Page(current, text, len(body), truncated, hidden, ctype or "unknown")
    raise Refused(f"more than {policy.max_redirects} redirects")
