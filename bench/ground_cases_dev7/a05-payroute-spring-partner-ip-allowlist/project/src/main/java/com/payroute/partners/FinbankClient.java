package com.payroute.partners;

import java.util.List;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.MediaType;
import org.springframework.http.client.HttpComponentsClientHttpRequestFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

import com.payroute.payout.Payout;

@Component
public class FinbankClient implements PartnerClient {

    private final RestClient http;

    public FinbankClient(HttpComponentsClientHttpRequestFactory partnerRequestFactory,
                         @Value("${payroute.finbank.base-url}") String baseUrl,
                         @Value("${payroute.finbank.api-key}") String apiKey) {
        this.http = RestClient.builder()
                .requestFactory(partnerRequestFactory)
                .baseUrl(baseUrl)
                .defaultHeader("Authorization", "Bearer " + apiKey)
                .build();
    }

    @Override
    public String name() {
        return "finbank";
    }

    @Override
    public BatchReceipt submitBatch(String batchRef, List<Payout> payouts) {
        var body = new FinbankBatch(batchRef, payouts.stream()
                .map(p -> new FinbankBatch.Item(p.iban(), p.amountCents(), p.currency(), p.reference()))
                .toList());
        var res = http.post()
                .uri("/v2/payout-batches")
                .contentType(MediaType.APPLICATION_JSON)
                .body(body)
                .retrieve()
                .body(FinbankBatchResponse.class);
        return new BatchReceipt(res.batchId(), res.status());
    }

    record FinbankBatch(String reference, List<Item> items) {
        record Item(String iban, long amountMinor, String currency, String remittanceInfo) {}
    }

    record FinbankBatchResponse(String batchId, String status) {}
}
