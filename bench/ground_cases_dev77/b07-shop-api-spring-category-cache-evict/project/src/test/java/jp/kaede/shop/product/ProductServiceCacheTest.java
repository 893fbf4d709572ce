package jp.kaede.shop.product;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.data.domain.PageImpl;
import org.springframework.data.domain.PageRequest;

@SpringBootTest
class ProductServiceCacheTest {

    @Autowired
    ProductService service;

    @MockBean
    ProductRepository repository;

    @Test
    void sameKeywordIsServedFromCache() {
        when(repository.findByNameContainingIgnoreCase(eq("cup"), any()))
                .thenReturn(new PageImpl<>(List.of(new Product(1L, "cup", 500, 1L))));

        service.search("cup", PageRequest.of(0, 20));
        service.search("cup", PageRequest.of(0, 20));

        verify(repository, times(1)).findByNameContainingIgnoreCase(eq("cup"), any());
    }

    @Test
    void nullKeywordDoesNotBreakKey() {
        when(repository.findAll(any(org.springframework.data.domain.Pageable.class)))
                .thenReturn(new PageImpl<>(List.of()));

        assertThat(service.search(null, PageRequest.of(1, 20))).isEmpty();
    }
}
