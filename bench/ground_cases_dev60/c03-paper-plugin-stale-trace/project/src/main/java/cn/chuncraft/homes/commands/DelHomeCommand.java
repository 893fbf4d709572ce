package cn.chuncraft.homes.commands;

import cn.chuncraft.homes.HomeManager;
import org.bukkit.command.Command;
import org.bukkit.command.CommandExecutor;
import org.bukkit.command.CommandSender;
import org.bukkit.entity.Player;

public final class DelHomeCommand implements CommandExecutor {

    private final HomeManager homes;

    public DelHomeCommand(HomeManager homes) {
        this.homes = homes;
    }

    @Override
    public boolean onCommand(CommandSender sender, Command command, String label, String[] args) {
        if (!(sender instanceof Player player) || args.length == 0) {
            sender.sendMessage("用法：/delhome <名字>");
            return true;
        }
        if (homes.deleteHome(player.getUniqueId(), args[0])) {
            player.sendMessage("§a已删除：" + args[0]);
        } else {
            player.sendMessage("§c没有这个家：" + args[0]);
        }
        return true;
    }
}
