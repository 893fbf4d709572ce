package cn.chuncraft.homes.commands;

import cn.chuncraft.homes.HomeManager;
import cn.chuncraft.homes.HomesPlugin;
import org.bukkit.command.Command;
import org.bukkit.command.CommandExecutor;
import org.bukkit.command.CommandSender;
import org.bukkit.entity.Player;

public final class SetHomeCommand implements CommandExecutor {

    private final HomesPlugin plugin;
    private final HomeManager homes;

    public SetHomeCommand(HomesPlugin plugin, HomeManager homes) {
        this.plugin = plugin;
        this.homes = homes;
    }

    @Override
    public boolean onCommand(CommandSender sender, Command command, String label, String[] args) {
        if (!(sender instanceof Player player)) {
            sender.sendMessage("只有玩家能用这个命令");
            return true;
        }
        String name = args.length > 0 ? args[0] : "home";
        boolean unlimited = player.hasPermission("chuncraft.homes.unlimited");
        if (!unlimited && homes.countFor(player.getUniqueId()) >= plugin.maxHomes()) {
            player.sendMessage("§c家的数量到上限了（" + plugin.maxHomes() + "），先 /delhome 一个");
            return true;
        }
        homes.setHome(player, name, player.getLocation());
        player.sendMessage("§a已设置家：" + name);
        return true;
    }
}
