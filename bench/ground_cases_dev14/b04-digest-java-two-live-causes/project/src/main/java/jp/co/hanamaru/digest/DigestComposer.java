package jp.co.hanamaru.digest;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.springframework.stereotype.Component;

import jp.co.hanamaru.digest.DigestRepository.Subscriber;

@Component
public class DigestComposer {

    public record DigestMail(String to, String subject, String body, boolean isEmpty) {
    }

    private static final DateTimeFormatter JP_DATE = DateTimeFormatter.ofPattern("M月d日");

    private final ArticleClient articles;

    public DigestComposer(ArticleClient articles) {
        this.articles = articles;
    }

    public DigestMail compose(Subscriber s, LocalDate day) {
        List<ArticleClient.Article> picks = articles.recommendedFor(s.id(), day, 5);
        String subject = JP_DATE.format(day) + "のおすすめ記事";
        if (picks.isEmpty()) {
            return new DigestMail(s.email(), subject, "", true);
        }
        StringBuilder body = new StringBuilder();
        body.append("<p>").append(s.displayName()).append(" さん、おはようございます。</p><ul>");
        for (ArticleClient.Article a : picks) {
            body.append("<li><a href=\"").append(a.url()).append("\">").append(a.title()).append("</a></li>");
        }
        body.append("</ul>");
        return new DigestMail(s.email(), subject, body.toString(), false);
    }
}
