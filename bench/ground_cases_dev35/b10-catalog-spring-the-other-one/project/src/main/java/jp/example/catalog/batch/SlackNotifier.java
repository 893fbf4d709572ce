package jp.example.catalog.batch;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class SlackNotifier {

    private final HttpClient http = HttpClient.newHttpClient();
    private final String webhookUrl;

    public SlackNotifier(@Value("${catalog.slack.webhook-url:}") String webhookUrl) {
        this.webhookUrl = webhookUrl;
    }

    public void post(String channel, String text) {
        if (webhookUrl.isBlank()) {
            return;
        }
        String body = "{\"channel\":\"" + channel + "\",\"text\":\"" + text.replace("\"", "'") + "\"}";
        HttpRequest req = HttpRequest.newBuilder(URI.create(webhookUrl))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        http.sendAsync(req, HttpResponse.BodyHandlers.discarding());
    }
}
