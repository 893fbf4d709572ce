package com.wangpeng.mall.inventory.service;

import com.wangpeng.mall.inventory.entity.Product;
import com.wangpeng.mall.inventory.exception.BizException;
import com.wangpeng.mall.inventory.repository.ProductRepository;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mockito.InjectMocks;
import org.mockito.Mock;
import org.mockito.junit.jupiter.MockitoExtension;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

@ExtendWith(MockitoExtension.class)
class InventoryServiceTest {

    @Mock
    ProductRepository productRepository;

    @InjectMocks
    InventoryService inventoryService;

    private Product product(int stock) {
        Product p = new Product();
        p.setId(1L);
        p.setSku("TEA-001");
        p.setStock(stock);
        return p;
    }

    @Test
    void deductReducesStock() {
        Product p = product(10);
        when(productRepository.findById(1L)).thenReturn(Optional.of(p));
        inventoryService.deductStock(1L, 3);
        assertThat(p.getStock()).isEqualTo(7);
        verify(productRepository).save(p);
    }

    @Test
    void deductMoreThanStockFails() {
        when(productRepository.findById(1L)).thenReturn(Optional.of(product(2)));
        assertThatThrownBy(() -> inventoryService.deductStock(1L, 3))
                .isInstanceOf(BizException.class)
                .hasMessageContaining("库存不足");
        verify(productRepository, never()).save(org.mockito.ArgumentMatchers.any());
    }

    @Test
    void deductUnknownProductFails() {
        when(productRepository.findById(9L)).thenReturn(Optional.empty());
        assertThatThrownBy(() -> inventoryService.deductStock(9L, 1))
                .isInstanceOf(BizException.class)
                .hasMessageContaining("商品不存在");
    }

    @Test
    void restoreAddsStock() {
        Product p = product(5);
        when(productRepository.findById(1L)).thenReturn(Optional.of(p));
        inventoryService.restoreStock(1L, 2);
        assertThat(p.getStock()).isEqualTo(7);
    }
}
