using Microsoft.Extensions.Options;
using Renci.SshNet;

namespace PartnerExport;

/// <summary>Uploads a finished CSV to the partner's inbound folder (write to .part, then rename).</summary>
public sealed class SftpUploader
{
    private readonly SftpOptions _options;
    private readonly ILogger<SftpUploader> _log;

    public SftpUploader(IOptions<SftpOptions> options, ILogger<SftpUploader> log)
    {
        _options = options.Value;
        _log = log;
    }

    public async Task UploadAsync(string localPath, CancellationToken ct)
    {
        var name = Path.GetFileName(localPath);
        var remote = $"{_options.RemoteDir.TrimEnd('/')}/{name}";

        using var key = new PrivateKeyFile(_options.KeyPath);
        using var client = new SftpClient(_options.Host, _options.Port, _options.User, key);
        await client.ConnectAsync(ct);
        try
        {
            await using (var file = File.OpenRead(localPath))
            {
                client.UploadFile(file, remote + ".part", canOverride: true);
            }
            client.RenameFile(remote + ".part", remote);
            _log.LogInformation("Uploaded {Name} to {Host}:{Remote}", name, _options.Host, remote);
        }
        finally
        {
            client.Disconnect();
        }
    }
}
