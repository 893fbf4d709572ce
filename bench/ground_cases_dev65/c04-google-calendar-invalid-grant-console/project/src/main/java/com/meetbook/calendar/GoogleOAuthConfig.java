package com.meetbook.calendar;

import com.google.api.client.auth.oauth2.AuthorizationCodeFlow;
import com.google.api.client.googleapis.auth.oauth2.GoogleAuthorizationCodeFlow;
import com.google.api.client.http.javanet.NetHttpTransport;
import com.google.api.client.json.gson.GsonFactory;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class GoogleOAuthConfig {

    @ConfigurationProperties(prefix = "google.oauth")
    public record Props(String clientId, String clientSecret, String redirectUri, List<String> scopes) {}

    @Bean
    public GoogleAuthorizationCodeFlow googleFlow(Props props) {
        return new GoogleAuthorizationCodeFlow.Builder(
                new NetHttpTransport(), GsonFactory.getDefaultInstance(),
                props.clientId(), props.clientSecret(), props.scopes())
            // offline + consent: Google only returns a refresh token on a fresh consent
            .setAccessType("offline")
            .setApprovalPrompt("force")
            .build();
    }

    public static String authorizationUrl(AuthorizationCodeFlow flow, Props props, String state) {
        return flow.newAuthorizationUrl()
            .setRedirectUri(props.redirectUri())
            .setState(state)
            .build();
    }
}
