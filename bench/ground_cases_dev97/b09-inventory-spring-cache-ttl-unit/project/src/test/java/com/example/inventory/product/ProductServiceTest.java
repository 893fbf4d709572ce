package com.example.inventory.product;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.when;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mockito.InjectMocks;
import org.mockito.Mock;
import org.mockito.junit.jupiter.MockitoExtension;

@ExtendWith(MockitoExtension.class)
class ProductServiceTest {

    @Mock
    ProductRepository repository;

    @InjectMocks
    ProductService service;

    @Test
    void adjustAddsDelta() {
        Product p = new Product("A-100", "ボールペン 黒", 10);
        when(repository.findBySku("A-100")).thenReturn(Optional.of(p));
        assertThat(service.adjustStock("A-100", -3)).isEqualTo(7);
    }

    @Test
    void unknownSkuThrows() {
        when(repository.findBySku("NOPE")).thenReturn(Optional.empty());
        assertThatThrownBy(() -> service.stockOf("NOPE")).isInstanceOf(ProductNotFoundException.class);
    }
}
