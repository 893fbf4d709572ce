package jp.example.partner;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.stereotype.Service;

/** 取引先の登録。永続化は次のスプリントで JPA に置き換える。 */
@Service
public class PartnerService {

    private final Map<Long, PartnerForm> partners = new ConcurrentHashMap<>();
    private final AtomicLong sequence = new AtomicLong();

    public long register(PartnerForm form) {
        long id = sequence.incrementAndGet();
        partners.put(id, form);
        return id;
    }

    public PartnerForm find(long id) {
        return partners.get(id);
    }
}
