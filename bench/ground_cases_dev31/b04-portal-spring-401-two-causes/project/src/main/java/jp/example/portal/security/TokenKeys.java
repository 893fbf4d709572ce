package jp.example.portal.security;

import io.jsonwebtoken.Jwts;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class TokenKeys {

    private final KeyPair pair;
    private final String issuer;
    private final Duration ttl;

    public TokenKeys(KeyPairLoader loader,
                     @Value("${portal.jwt.issuer}") String issuer,
                     @Value("${portal.jwt.ttl:PT30M}") Duration ttl) {
        this.pair = loader.load();
        this.issuer = issuer;
        this.ttl = ttl;
    }

    public PublicKey publicKey() {
        return pair.getPublic();
    }

    public String issuer() {
        return issuer;
    }

    public String issue(String username) {
        Instant now = Instant.now();
        PrivateKey key = pair.getPrivate();
        return Jwts.builder()
                .issuer(issuer)
                .subject(username)
                .issuedAt(Date.from(now))
                .notBefore(Date.from(now))
                .expiration(Date.from(now.plus(ttl)))
                .signWith(key)
                .compact();
    }
}
