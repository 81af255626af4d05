import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  createQuestionGenerator,
  parseQuestionList,
  questionPrompt,
} from "../../src/operations/question-generator.ts";
import { createPlatformClient } from "../../src/platforms/platform-client.ts";
import { PLATFORM_CODES } from "../../src/platforms/platform-codes.ts";
import { sandboxPlatformConfigs } from "../../src/platforms/sandbox/sandbox-platform-configs.ts";
import { type SandboxServer, startSandboxServer } from "../../src/platforms/sandbox/start-sandbox-server.ts";

test("numbered, bulleted and bold list items are questions; intro and closing lines are not", () => {
  const answer = [
    "以下是用户最可能提出的问题：",
    "",
    "1. 比亚迪汉怎么样？",
    "2、**比亚迪汉的续航是多少？**",
    "3） 比亚迪汉和特斯拉Model 3哪个好？",
    "(4) 比亚迪汉值得买吗？",
    "**5.** 比亚迪汉的保值率如何？",
    "- 比亚迪汉有哪些缺点？",
    "* “比亚迪汉适合家用吗？”",
    "Q8: 比亚迪汉的售后怎么样？",
    "问题9：比亚迪汉的油耗如何？",
    "",
    "希望这些问题对你有帮助。",
  ].join("\n");
  assert.deepEqual(parseQuestionList(answer, 20), [
    "比亚迪汉怎么样？",
    "比亚迪汉的续航是多少？",
    "比亚迪汉和特斯拉Model 3哪个好？",
    "比亚迪汉值得买吗？",
    "比亚迪汉的保值率如何？",
    "比亚迪汉有哪些缺点？",
    "比亚迪汉适合家用吗？",
    "比亚迪汉的售后怎么样？",
    "比亚迪汉的油耗如何？",
  ]);
});

test("duplicates (case, spaces, end punctuation) and empty items are dropped; the list is cut at max", () => {
  const answer =
    "1. Is Tesla reliable?\n2. is tesla  reliable\n3. \n4. Tesla vs BYD?\n5. Tesla price?\n6. Tesla range?";
  assert.deepEqual(parseQuestionList(answer, 10), [
    "Is Tesla reliable?",
    "Tesla vs BYD?",
    "Tesla price?",
    "Tesla range?",
  ]);
  assert.deepEqual(parseQuestionList(answer, 2), ["Is Tesla reliable?", "Tesla vs BYD?"]);
});

test("numbers that start a question are not list markers", () => {
  assert.deepEqual(parseQuestionList("1. 2025年哪款车最好？\n2. 1.5T发动机可靠吗？", 5), [
    "2025年哪款车最好？",
    "1.5T发动机可靠吗？",
  ]);
});

test("an answer without a list gives its lines that end in a question mark", () => {
  assert.deepEqual(parseQuestionList("当然可以。\n比亚迪怎么样？\n特斯拉好不好?\n以上。", 5), [
    "比亚迪怎么样？",
    "特斯拉好不好?",
  ]);
});

test("the prompt names the subject and the count, in the subject's language", () => {
  assert.match(questionPrompt("比亚迪汉", 7), /「比亚迪汉」.*7 个问题/);
  assert.match(questionPrompt("Tesla Model 3", 5), /5 questions .*"Tesla Model 3"/);
});

let sandbox: SandboxServer;
before(async () => {
  sandbox = await startSandboxServer();
});
after(() => sandbox.close());

test("every sandbox platform answers the prompt with a list the parser reads", async () => {
  const client = createPlatformClient(sandboxPlatformConfigs(sandbox.url));
  try {
    for (const platform of PLATFORM_CODES) {
      const generator = createQuestionGenerator(client, { platform, maxQuestions: 6 });
      const questions = await generator.generate("扫地机器人");
      assert.equal(questions.length, 6, `${platform}: ${JSON.stringify(questions)}`);
      assert.equal(new Set(questions).size, 6);
      for (const question of questions) {
        assert.ok(question.includes("扫地机器人"), `${platform}: ${question}`);
        assert.match(question, /[？?]$/, `${platform}: ${question}`);
      }
      const english = await createQuestionGenerator(client, { platform, maxQuestions: 3 }).generate(
        "robot vacuum",
      );
      assert.equal(english.length, 3, `${platform}: ${JSON.stringify(english)}`);
      for (const question of english)
        assert.ok(question.includes("robot vacuum"), `${platform}: ${question}`);
    }
  } finally {
    client.close();
  }
});
