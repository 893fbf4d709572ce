package jp.kirin.settlement.feed;

import com.jcraft.jsch.ChannelSftp;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.Session;
import com.jcraft.jsch.SftpException;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class SftpFetcher {

    @Value("${partner.sftp.host}") private String host;
    @Value("${partner.sftp.port}") private int port;
    @Value("${partner.sftp.user}") private String user;
    @Value("${partner.sftp.key-path}") private String keyPath;
    @Value("${partner.sftp.remote-dir}") private String remoteDir;
    @Value("${partner.sftp.connect-timeout-ms}") private int connectTimeoutMs;
    @Value("${partner.csv.charset}") private String charset;

    private final PartnerCsvParser parser = new PartnerCsvParser();

    public List<SettlementRecord> fetch(String fileName) throws JSchException, SftpException, java.io.IOException {
        JSch jsch = new JSch();
        jsch.addIdentity(keyPath);
        Session session = jsch.getSession(user, host, port);
        session.setConfig("StrictHostKeyChecking", "yes");
        session.connect(connectTimeoutMs);
        try {
            ChannelSftp sftp = (ChannelSftp) session.openChannel("sftp");
            sftp.connect(connectTimeoutMs);
            try (BufferedReader reader = new BufferedReader(
                    new InputStreamReader(sftp.get(remoteDir + "/" + fileName), Charset.forName(charset)))) {
                return parser.parse(reader);
            } finally {
                sftp.disconnect();
            }
        } finally {
            session.disconnect();
        }
    }
}
