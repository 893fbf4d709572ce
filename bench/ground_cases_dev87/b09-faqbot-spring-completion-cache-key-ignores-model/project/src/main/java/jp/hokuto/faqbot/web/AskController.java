package jp.hokuto.faqbot.web;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import jp.hokuto.faqbot.llm.LlmGateway;
import jp.hokuto.faqbot.llm.LlmProperties;

@RestController
public class AskController {

    private static final String SYSTEM = """
            あなたは北斗ソフトの製品サポートです。FAQ の内容をもとに、丁寧語で 5 文以内で答えてください。
            わからないときは「サポート窓口 (support@hokuto-soft.example) にお問い合わせください」と案内してください。
            """;

    private final LlmGateway llm;
    private final LlmProperties props;

    public AskController(LlmGateway llm, LlmProperties props) {
        this.llm = llm;
        this.props = props;
    }

    public record AskRequest(String question) {
    }

    public record AskResponse(String answer, String model) {
    }

    @PostMapping("/api/ask")
    public AskResponse ask(@RequestBody AskRequest req) {
        String answer = llm.complete(SYSTEM, req.question().strip());
        return new AskResponse(answer, props.model());
    }
}
