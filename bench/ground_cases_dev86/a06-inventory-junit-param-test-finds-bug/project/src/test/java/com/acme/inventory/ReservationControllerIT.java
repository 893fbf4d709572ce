package com.acme.inventory;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.client.TestRestTemplate;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.test.context.jdbc.Sql;

@Sql("/seed.sql")
class ReservationControllerIT extends AbstractIT {

    @Autowired
    TestRestTemplate rest;

    @Test
    void postReservesStock() {
        ResponseEntity<Stock> response = rest.postForEntity("/reservations",
                new ReservationController.ReserveRequest("SKU-100", 4), Stock.class);
        assertThat(response.getStatusCode()).isEqualTo(HttpStatus.CREATED);
        assertThat(response.getBody().reserved()).isEqualTo(4);
    }

    @Test
    void unknownSkuIs404() {
        ResponseEntity<String> response = rest.postForEntity("/reservations",
                new ReservationController.ReserveRequest("NOPE", 1), String.class);
        assertThat(response.getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
    }
}
