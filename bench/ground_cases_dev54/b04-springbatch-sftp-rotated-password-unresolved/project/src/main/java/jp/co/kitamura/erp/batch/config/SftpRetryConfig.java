package jp.co.kitamura.erp.batch.config;

import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.SftpException;
import java.util.Map;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.retry.RetryContext;
import org.springframework.retry.backoff.FixedBackOffPolicy;
import org.springframework.retry.policy.SimpleRetryPolicy;
import org.springframework.retry.support.RetryTemplate;

@Configuration
@EnableConfigurationProperties(SftpProperties.class)
public class SftpRetryConfig {

    /** 取引先の SFTP は夜間に瞬断することがあるので、接続系の例外はリトライする。 */
    @Bean
    public RetryTemplate sftpRetryTemplate(SftpProperties props) {
        SimpleRetryPolicy policy = new SimpleRetryPolicy(
                props.getRetry().getMaxAttempts(),
                Map.of(JSchException.class, true, SftpException.class, true),
                true) {
            @Override
            public boolean canRetry(RetryContext context) {
                // 認証エラーは何度やっても同じ。続けると取引先側でアカウントがロックされる
                Throwable last = context.getLastThrowable();
                if (last instanceof JSchException && "Auth fail".equals(last.getMessage())) {
                    return false;
                }
                return super.canRetry(context);
            }
        };
        FixedBackOffPolicy backOff = new FixedBackOffPolicy();
        backOff.setBackOffPeriod(props.getRetry().getBackoffMs());

        RetryTemplate template = new RetryTemplate();
        template.setRetryPolicy(policy);
        template.setBackOffPolicy(backOff);
        return template;
    }
}
