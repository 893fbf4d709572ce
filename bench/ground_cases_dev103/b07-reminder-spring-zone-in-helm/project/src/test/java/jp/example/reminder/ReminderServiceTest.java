package jp.example.reminder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import jp.example.reminder.ReminderService.Subscriber;

class ReminderServiceTest {
    private final SubscriberRepository repo = mock(SubscriberRepository.class);
    private final Mailer mailer = mock(Mailer.class);
    private final ReminderService service = new ReminderService(repo, mailer);
    private final LocalDate today = LocalDate.of(2025, 11, 11);

    @Test
    void sendsOneMailPerDueLoan() {
        when(repo.findDue(today)).thenReturn(List.of(
            new Subscriber(1, "佐藤", "sato@example.jp", today.plusDays(1), false),
            new Subscriber(2, "鈴木", "suzuki@example.jp", today.plusDays(1), false)));
        assertThat(service.sendDueReminders(today)).isEqualTo(2);
    }

    @Test
    void nothingDueSendsNothing() {
        when(repo.findDue(today)).thenReturn(List.of());
        assertThat(service.sendDueReminders(today)).isZero();
        verify(mailer, never()).send(anyString(), anyString(), anyString());
    }

    @Test
    void subjectIsFixed() {
        when(repo.findDue(today)).thenReturn(List.of(
            new Subscriber(3, "高橋", "takahashi@example.jp", today.plusDays(1), false)));
        service.sendDueReminders(today);
        verify(mailer).send(eq("takahashi@example.jp"), eq("【リマインド】返却期限のお知らせ"), anyString());
    }
}
