package jp.kaede.shop.category;

import java.util.List;
import org.springframework.cache.annotation.CacheEvict;
import org.springframework.cache.annotation.Cacheable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class CategoryService {

    private final CategoryRepository repository;

    public CategoryService(CategoryRepository repository) {
        this.repository = repository;
    }

    @Cacheable("categories")
    @Transactional(readOnly = true)
    public List<Category> findAll() {
        return repository.findAllByOrderBySortOrderAsc();
    }

    @CacheEvict(value = "category", allEntries = true)
    @Transactional
    public Category create(String name, int sortOrder) {
        return repository.save(new Category(name, sortOrder));
    }
}
