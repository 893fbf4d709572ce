package jp.co.kitamura.erp.batch.job;

import com.jcraft.jsch.ChannelSftp;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.Session;
import java.nio.file.Path;
import java.util.List;
import java.util.Vector;
import java.util.stream.Collectors;
import jp.co.kitamura.erp.batch.config.SftpProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.batch.core.StepContribution;
import org.springframework.batch.core.scope.context.ChunkContext;
import org.springframework.batch.core.step.tasklet.Tasklet;
import org.springframework.batch.repeat.RepeatStatus;
import org.springframework.retry.support.RetryTemplate;
import org.springframework.stereotype.Component;

@Component
public class SftpDownloadTasklet implements Tasklet {

    private static final Logger log = LoggerFactory.getLogger(SftpDownloadTasklet.class);

    private final SftpProperties props;
    private final RetryTemplate retry;

    public SftpDownloadTasklet(SftpProperties props, RetryTemplate sftpRetryTemplate) {
        this.props = props;
        this.retry = sftpRetryTemplate;
    }

    @Override
    public RepeatStatus execute(StepContribution contribution, ChunkContext chunkContext) throws Exception {
        List<String> fetched = retry.execute(ctx -> {
            if (ctx.getRetryCount() > 0) {
                log.warn("SFTP retry {} after {}", ctx.getRetryCount(), ctx.getLastThrowable().toString());
            }
            return download();
        });
        log.info("downloaded {} file(s): {}", fetched.size(), fetched);
        chunkContext.getStepContext().getStepExecution().getJobExecution()
                .getExecutionContext().put("files", String.join(",", fetched));
        return RepeatStatus.FINISHED;
    }

    @SuppressWarnings("unchecked")
    private List<String> download() throws Exception {
        JSch jsch = new JSch();
        jsch.setKnownHosts(props.getKnownHosts());
        Session session = jsch.getSession(props.getUsername(), props.getHost(), props.getPort());
        session.setPassword(props.getPassword());
        session.connect(15_000);
        ChannelSftp sftp = (ChannelSftp) session.openChannel("sftp");
        try {
            sftp.connect(15_000);
            Vector<ChannelSftp.LsEntry> entries = sftp.ls(props.getRemoteDir() + "/ORD_*.csv");
            for (ChannelSftp.LsEntry e : entries) {
                sftp.get(props.getRemoteDir() + "/" + e.getFilename(),
                        Path.of(props.getLocalDir(), e.getFilename()).toString());
            }
            return entries.stream().map(ChannelSftp.LsEntry::getFilename).collect(Collectors.toList());
        } finally {
            sftp.disconnect();
            session.disconnect();
        }
    }
}
