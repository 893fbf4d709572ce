package com.lanxi.mall.search;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;

@Service
public class ProductSearchService {

    private final ElasticsearchClient es;
    private final SearchProperties props;

    public ProductSearchService(ElasticsearchClient es, SearchProperties props) {
        this.es = es;
        this.props = props;
    }

    @SuppressWarnings("unchecked")
    public List<ProductHit> search(String keyword, String brand, int page, int size) throws IOException {
        int pageSize = Math.min(size <= 0 ? props.page().defaultSize() : size, props.page().maxSize());
        int from = page * pageSize;
        SearchResponse<Map> resp = es.search(s -> s
                .index(props.es().index())
                .from(from)
                .size(pageSize)
                .query(q -> q.bool(b -> {
                    b.must(m -> m.multiMatch(mm -> mm.query(keyword).fields("title.ik^3", "description")));
                    if (brand != null && !brand.isBlank()) {
                        b.filter(f -> f.term(t -> t.field("brand").value(brand)));
                    }
                    return b;
                }))
                .highlight(h -> h
                        .preTags("<em>").postTags("</em>")
                        .fields("title.ik", f -> f.numberOfFragments(0))
                        .fields("description", f -> f.fragmentSize(100).numberOfFragments(1))),
                Map.class);
        return resp.hits().hits().stream()
                .map((Hit<Map> hit) -> ProductHit.of(hit.id(), hit.source(), hit.highlight()))
                .toList();
    }
}
