import type { AnswerBrand } from "../brand-naming.ts";

/** A fenced code block that fits a software category and its top pick (setup steps, a query, a config). */
export function codeSnippet(
  categoryId: string,
  top: AnswerBrand,
  model: string,
): { lang: string; code: string } {
  const slug = (top.entry?.en ?? top.name).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  switch (categoryId) {
    case "local-llms":
      return {
        lang: "bash",
        code: [
          "# 安装 Ollama 后拉取并运行模型 / install Ollama, then pull and run",
          "curl -fsSL https://ollama.com/install.sh | sh",
          `ollama pull ${model.toLowerCase()}`,
          `ollama run ${model.toLowerCase()} "用一句话介绍你自己"`,
        ].join("\n"),
      };
    case "cloud":
      return {
        lang: "bash",
        code: [
          "# 一台最小规格的 Linux 实例 / a minimal Linux instance",
          slug.includes("aws")
            ? "aws ec2 run-instances --image-id ami-0abcdef1234567890 --instance-type t3.micro --count 1"
            : `${slug}-cli instance create --image ubuntu-22.04 --type small --region ap-east-1`,
          "ssh root@<public-ip>",
          "sudo apt update && sudo apt install -y nginx",
        ].join("\n"),
      };
    case "crm":
      return {
        lang: "bash",
        code: [
          "# 通过 API 创建一条联系人记录 / create a contact through the REST API",
          `curl -X POST https://api.${slug}.example/v1/contacts \\`,
          '  -H "Authorization: Bearer $CRM_TOKEN" \\',
          '  -d \'{"name": "张三", "email": "zhang@example.com", "stage": "lead"}\'',
        ].join("\n"),
      };
    case "vpn":
      return {
        lang: "ini",
        code: [
          "[Interface]",
          "PrivateKey = <your-private-key>",
          "Address = 10.2.0.2/32",
          "DNS = 10.2.0.1",
          "",
          "[Peer]",
          "PublicKey = <server-public-key>",
          "AllowedIPs = 0.0.0.0/0",
          `Endpoint = ${slug}.example:51820`,
        ].join("\n"),
      };
    case "project-management":
      return {
        lang: "sql",
        code: 'project = WEB AND status in ("In Progress", "In Review") AND assignee = currentUser() ORDER BY priority DESC',
      };
    default:
      return {
        lang: "markdown",
        code: [
          "# 每日笔记 {{date}}",
          "",
          "## 今日任务",
          "- [ ] ",
          "",
          "## 记录",
          "",
          "## 链接",
          "[[项目主页]]",
        ].join("\n"),
      };
  }
}
