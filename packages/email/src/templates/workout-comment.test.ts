import { describe, expect, it } from "vitest";
import { workoutComment } from "./workout-comment";

describe("workoutComment", () => {
  const input = {
    clientName: "Lucía Gómez",
    day: "2026-11-19",
    body: "¡Qué bien esas sentadillas!\nLa próxima vez, 2 lb más.",
    link: "https://example.com/es/training?day=2026-11-19",
  };

  it("tells her in Spanish which day's workout Carmen commented on, with the comment and the way to it", () => {
    const mail = workoutComment({ ...input, language: "es" });
    expect(mail.subject).toBe("Carmen comentó tu entrenamiento del jueves, 19 de noviembre");
    expect(mail.text).toContain("Hola, Lucía:");
    expect(mail.text).toContain("La próxima vez, 2 lb más.");
    expect(mail.text).toContain("Ver mi entrenamiento: https://example.com/es/training?day=2026-11-19");
    expect(mail.html).toContain('lang="es"');
    expect(mail.html).toContain("sentadillas!<br>La próxima");
  });

  it("escapes what the trainer wrote, and leaves out the greeting when her name is not known", () => {
    const mail = workoutComment({ ...input, clientName: null, body: "Form <b>first</b> & weight second" });
    expect(mail.subject).toBe("Carmen commented on your workout of Thursday, November 19");
    expect(mail.html).toContain("Form &lt;b&gt;first&lt;/b&gt; &amp; weight second");
    expect(mail.text.startsWith("Carmen left you a comment")).toBe(true);
  });
});
