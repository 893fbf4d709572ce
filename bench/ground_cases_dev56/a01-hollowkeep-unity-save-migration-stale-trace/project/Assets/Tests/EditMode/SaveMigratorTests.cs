using Hollowkeep.Save;
using Newtonsoft.Json.Linq;
using NUnit.Framework;

public class SaveMigratorTests
{
    [Test]
    public void V1PositionStringBecomesObject()
    {
        var root = JObject.Parse(@"{""version"":1,""player"":{""position"":""1.5,0,-3""},""quests"":{}}");
        SaveMigrator.Migrate(root);
        Assert.AreEqual(1.5f, (float)root["player"]["position"]["x"]);
        Assert.AreEqual(-3f, (float)root["player"]["position"]["z"]);
    }

    [Test]
    public void V2QuestDictionaryBecomesList()
    {
        var root = JObject.Parse(@"{""version"":2,""player"":{},""quests"":{""q_well"":2}}");
        SaveMigrator.Migrate(root);
        var quests = (JArray)root["quests"];
        Assert.AreEqual(1, quests.Count);
        Assert.AreEqual("q_well", (string)quests[0]["id"]);
        Assert.AreEqual(2, (int)quests[0]["stage"]);
    }

    [Test]
    public void V3SlotsBecomeStacksAndHotbarMovesToRoot()
    {
        var root = JObject.Parse(@"{""version"":3,""player"":{},""quests"":[],
            ""inventory"":{""slots"":[""torch"",""torch"","""",""herb_moss""],""hotbar"":[""torch"",null,null,null,null,null,null,null]}}");
        SaveMigrator.Migrate(root);
        var stacks = (JArray)root["inventory"]["stacks"];
        Assert.AreEqual(2, stacks.Count);
        Assert.AreEqual(2, (int)stacks[0]["count"]);
        Assert.AreEqual("torch", (string)root["hotbar"]["slots"][0]);
        Assert.IsNull(root["inventory"]["slots"]);
    }

    [Test]
    public void NewerSaveIsRejected()
    {
        var root = JObject.Parse(@"{""version"":99}");
        Assert.Throws<SaveLoadException>(() => SaveMigrator.Migrate(root));
    }

    [Test]
    public void MigratedSaveEndsAtCurrentVersion()
    {
        var root = JObject.Parse(@"{""version"":2,""player"":{},""quests"":{}}");
        SaveMigrator.Migrate(root);
        Assert.AreEqual(SaveData.CurrentVersion, (int)root["version"]);
    }
}
