package com.wangpeng.mall.inventory.service;

import com.wangpeng.mall.inventory.entity.Product;
import com.wangpeng.mall.inventory.exception.BizException;
import com.wangpeng.mall.inventory.repository.ProductRepository;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.util.Collection;
import java.util.Map;
import java.util.stream.Collectors;

@Slf4j
@Service
@RequiredArgsConstructor
public class InventoryService {

    private final ProductRepository productRepository;

    @Transactional(readOnly = true)
    public int getStock(Long productId) {
        return productRepository.findById(productId)
                .map(Product::getStock)
                .orElseThrow(() -> BizException.productNotFound(productId));
    }

    @Transactional(readOnly = true)
    public Map<Long, Integer> getStocks(Collection<Long> productIds) {
        return productRepository.findAllById(productIds).stream()
                .collect(Collectors.toMap(Product::getId, Product::getStock));
    }

    /**
     * 下单扣库存，库存不足抛 STOCK_NOT_ENOUGH。
     */
    @Transactional
    public void deductStock(Long productId, int quantity) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive: " + quantity);
        }
        Product product = productRepository.findById(productId)
                .orElseThrow(() -> BizException.productNotFound(productId));
        if (product.getStock() < quantity) {
            throw BizException.stockNotEnough(productId, product.getStock(), quantity);
        }
        product.setStock(product.getStock() - quantity);
        productRepository.save(product);
        log.info("stock deducted: productId={}, quantity={}, remaining={}", productId, quantity, product.getStock());
    }

    /**
     * 取消订单时归还库存。
     */
    @Transactional
    public void restoreStock(Long productId, int quantity) {
        Product product = productRepository.findById(productId)
                .orElseThrow(() -> BizException.productNotFound(productId));
        product.setStock(product.getStock() + quantity);
        productRepository.save(product);
        log.info("stock restored: productId={}, quantity={}, now={}", productId, quantity, product.getStock());
    }
}
