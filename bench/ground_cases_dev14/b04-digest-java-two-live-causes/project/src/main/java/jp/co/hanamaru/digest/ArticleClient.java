package jp.co.hanamaru.digest;

import java.time.LocalDate;
import java.util.List;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/** Client for the articles service's recommendation endpoint. */
@Component
public class ArticleClient {

    public record Article(long id, String title, String url) {
    }

    private final RestClient http;

    public ArticleClient(RestClient.Builder builder, @Value("${articles.base-url}") String baseUrl) {
        this.http = builder.baseUrl(baseUrl).build();
    }

    public List<Article> recommendedFor(long subscriberId, LocalDate day, int limit) {
        List<Article> body = http.get()
                .uri(u -> u.path("/v1/recommendations")
                        .queryParam("subscriber_id", subscriberId)
                        .queryParam("date", day)
                        .queryParam("limit", limit)
                        .build())
                .retrieve()
                .body(new ParameterizedTypeReference<List<Article>>() { });
        return body == null ? List.of() : body;
    }
}
