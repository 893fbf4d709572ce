package com.hexin.report.sftp;

import com.hexin.report.Config;
import com.jcraft.jsch.ChannelSftp;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.Session;

import java.nio.file.Path;

public final class SftpUploader {

    private final Config cfg;

    public SftpUploader(Config cfg) {
        this.cfg = cfg;
    }

    public void upload(Path local, String remote) throws Exception {
        JSch jsch = new JSch();
        jsch.addIdentity(cfg.sftpKey().toString());
        Session session = jsch.getSession(cfg.sftpUser(), cfg.sftpHost(), cfg.sftpPort());
        session.setConfig("StrictHostKeyChecking", "yes");
        jsch.setKnownHosts(System.getProperty("user.home") + "/.ssh/known_hosts");
        session.connect(15_000);
        try {
            ChannelSftp sftp = (ChannelSftp) session.openChannel("sftp");
            sftp.connect(15_000);
            try {
                sftp.put(local.toString(), remote + ".part");
                sftp.rename(remote + ".part", remote);
            } finally {
                sftp.disconnect();
            }
        } finally {
            session.disconnect();
        }
    }
}
