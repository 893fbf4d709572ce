package com.example.shop.service;

import com.example.shop.mapper.ProductMapper;
import com.example.shop.model.Product;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.web.server.ResponseStatusException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

class ProductServiceTest {

    private ProductMapper mapper;
    private ProductService service;

    @BeforeEach
    void setUp() {
        mapper = mock(ProductMapper.class);
        service = new ProductService(mapper);
    }

    @Test
    void listProductsCapsPageSize() {
        when(mapper.findPage(any(), anyInt(), anyInt())).thenReturn(java.util.List.of());
        when(mapper.count(any())).thenReturn(250L);
        var result = service.listProducts(null, 1, 500);
        assertEquals(100, result.getSize());
        assertEquals(3, result.getTotalPages());
        assertEquals(true, result.isHasNext());
    }

    @Test
    void keywordIsTrimmed() {
        when(mapper.findPage(any(), anyInt(), anyInt())).thenReturn(java.util.List.of());
        when(mapper.count("咖啡")).thenReturn(3L);
        var result = service.listProducts("  咖啡 ", 1, 20);
        assertEquals(3L, result.getTotal());
        assertEquals(false, result.isHasNext());
    }

    @Test
    void getMissingProductIs404() {
        when(mapper.findById(anyLong())).thenReturn(null);
        assertThrows(ResponseStatusException.class, () -> service.get(42L));
    }

    @Test
    void negativeStockIsRejected() {
        assertThrows(ResponseStatusException.class, () -> service.updateStock(1L, -3));
    }

    @Test
    void updateStockReturnsFreshProduct() {
        Product p = new Product();
        p.setId(7L);
        p.setStock(12);
        when(mapper.updateStock(anyLong(), anyInt())).thenReturn(1);
        when(mapper.findById(7L)).thenReturn(p);
        assertEquals(12, service.updateStock(7L, 12).getStock());
    }
}
