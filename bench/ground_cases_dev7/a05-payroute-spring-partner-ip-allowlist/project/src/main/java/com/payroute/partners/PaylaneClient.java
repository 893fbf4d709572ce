package com.payroute.partners;

import java.util.List;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.client.HttpComponentsClientHttpRequestFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

import com.payroute.payout.Payout;

@Component
public class PaylaneClient implements PartnerClient {

    private final RestClient http;

    public PaylaneClient(HttpComponentsClientHttpRequestFactory partnerRequestFactory,
                         @Value("${payroute.paylane.base-url}") String baseUrl,
                         @Value("${payroute.paylane.api-key}") String apiKey) {
        this.http = RestClient.builder()
                .requestFactory(partnerRequestFactory)
                .baseUrl(baseUrl)
                .defaultHeader("X-Api-Key", apiKey)
                .build();
    }

    @Override
    public String name() {
        return "paylane";
    }

    @Override
    public BatchReceipt submitBatch(String batchRef, List<Payout> payouts) {
        var res = http.post()
                .uri("/sepa/credit-transfers")
                .body(new PaylaneRequest(batchRef, payouts))
                .retrieve()
                .body(PaylaneResponse.class);
        return new BatchReceipt(res.id(), res.state());
    }

    record PaylaneRequest(String batchReference, List<Payout> transfers) {}

    record PaylaneResponse(String id, String state) {}
}
