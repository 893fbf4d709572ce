package com.bookly.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.List;

import org.junit.jupiter.api.Test;

class SearchServiceTest {
    @Test
    void mapsBooksToHits() {
        CatalogClient catalog = mock(CatalogClient.class);
        when(catalog.find(anyString(), anyString(), anyInt(), anyInt()))
                .thenReturn(List.of(new Book(1, "Dune", "Frank Herbert", 1299, 3.2)));
        SearchResult r = new SearchService(catalog).search("dune", "relevance", 0);
        assertThat(r.hits()).extracting(SearchResult.Hit::title).containsExactly("Dune");
    }
}
