package jp.co.hanamaru.digest;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.inOrder;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.mockito.InOrder;

import jp.co.hanamaru.digest.DigestComposer.DigestMail;
import jp.co.hanamaru.digest.DigestRepository.Subscriber;

class DigestJobTest {

    private final DigestRepository repository = mock(DigestRepository.class);
    private final DigestComposer composer = mock(DigestComposer.class);
    private final MailSender sender = mock(MailSender.class);
    private final Clock clock = Clock.fixed(Instant.parse("2025-11-17T23:00:00Z"), ZoneId.of("Asia/Tokyo"));
    private final LocalDate today = LocalDate.of(2025, 11, 18);

    @Test
    void sendsThenMarksSent() {
        Subscriber s = new Subscriber(7, "a@example.com", "青木", "daily");
        DigestMail mail = new DigestMail("a@example.com", "11月18日のおすすめ記事", "<p>...</p>", false);
        when(repository.findDueSubscribers(today)).thenReturn(List.of(s));
        when(composer.compose(s, today)).thenReturn(mail);

        new DigestJob(repository, composer, sender, clock).run();

        InOrder order = inOrder(sender, repository);
        order.verify(sender).send(mail);
        order.verify(repository).markSent(7, today);
    }

    @Test
    void skipsEmptyDigest() {
        Subscriber s = new Subscriber(8, "b@example.com", "馬場", "daily");
        when(repository.findDueSubscribers(today)).thenReturn(List.of(s));
        when(composer.compose(s, today)).thenReturn(new DigestMail("b@example.com", "x", "", true));

        new DigestJob(repository, composer, sender, clock).run();

        verify(sender, never()).send(any());
    }
}
